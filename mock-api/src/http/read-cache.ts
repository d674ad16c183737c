import type { User } from '@oddslab/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { addDays, dateOf } from '../engine/store/dates';
import type { EngineDb } from '../engine/store/engine-tables';
import type { DataChange, DataChanges } from '../jobs/data-changes';
import { accessHook, type ReadAccess } from './auth-hooks';

/**
 * The reads every visitor and subscriber makes, computed once per state of the data and served from memory as the
 * JSON bytes sent (kept encoded: turning the same text into UTF-8 for every request was a tenth of a read's time).
 * Answers live in scopes that changes drop as a whole: the engine's reads of what is to come and of the data as a
 * whole (clock, feed, fits, weights, reviews), the engine's figures of settled matches only (the track record),
 * and the articles.
 */
export type ReadScope = 'engine' | 'settled' | 'articles';

/**
 * The scopes a change drops. Account changes reach the signed-in users' cache only: no kept answer depends on who
 * asks. A clock step that settled nothing (`upcomingOnly`) leaves the settled matches' figures; every other engine
 * change drops both engine scopes.
 */
export function scopesOf(change: DataChange): readonly ReadScope[] {
  switch (change.kind) {
    case 'as-of-moved':
      return change.upcomingOnly ? ['engine'] : ['engine', 'settled'];
    case 'weights-changed':
    case 'ingestion-finished':
    case 'review-edited':
      return ['engine', 'settled'];
    case 'articles-edited':
      return ['articles'];
    case 'accounts-changed':
      return [];
  }
}

/**
 * A route's kept read: the scope of its answers; who may make it (`access`: the route's only onRequest hook is made
 * from it with `accessHook`, and nothing else may gate the route, since the front door answers a known URL before
 * any hook runs); and `variant`, which names the route and what besides the request's query the answer depends on
 * (e.g. the caller's package; null: anonymous). The answer's key is the variant and the query as validated; the URL
 * as sent is remembered as another name for that key (see `ReadCache.keptFor`). Only for reads whose query is all
 * in the URL (GET).
 */
export interface KeptRead {
  scope: ReadScope;
  access: ReadAccess;
  variant: (user: User | null) => string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes whose kept answers are sent before validation (see `registerKeptReads`). */
    keptRead?: KeptRead;
  }
}

/** How many URLs are remembered as names of kept answers. */
const URL_NAMES_KEPT = 10_000;

/** The default bound: bytes of JSON plus the characters of the keys. */
export const READ_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * A bounded LRU (lru-cache, sized by the bytes it holds) rather than a Map: keys come from query strings (filters,
 * team searches, pages), so their number has no limit of its own, and one answer (the track record) is far larger
 * than another (one article).
 */
export class ReadCache {
  private readonly answers: LRUCache<string, Buffer>;
  /** Answers being computed, so that concurrent first readers share one computation. */
  private readonly pending = new Map<string, Promise<Buffer>>();
  private readonly generations: Record<ReadScope, number> = { engine: 0, settled: 0, articles: 0 };
  /**
   * A kept read's variant and URL as sent → the key of its answer. Validating a URL's query always gives the same
   * query, so a name never goes stale and changes leave these alone; bounded by count, as anyone can send new URLs
   * (which can then push out only names, never answers, and share the answer of their validated query).
   */
  private readonly urlNames = new LRUCache<string, string>({ max: URL_NAMES_KEPT });
  /** The URLs above → their route's kept read (a URL names one route), for the front door. Bounded alike. */
  private readonly urlReads = new LRUCache<string, KeptRead>({ max: URL_NAMES_KEPT });
  /**
   * Per scope, the start of its keys that names the state of the data besides the changes (the clock's span, the
   * day), when known without waiting; undefined: not known now. Set by the engine's routes.
   */
  private readonly statePrefixes: Record<ReadScope, () => string | undefined> = {
    engine: () => undefined,
    settled: () => undefined,
    articles: () => '',
  };

  constructor(changes: DataChanges, maxBytes = READ_CACHE_MAX_BYTES) {
    this.answers = new LRUCache({ maxSize: maxBytes, sizeCalculation: (bytes, key) => bytes.length + key.length });
    changes.subscribe((change) => this.drop(change));
  }

  /**
   * The answer to `key` at the scope's current state of the data: kept, or computed by `compute` once however many
   * ask at the same time. A computation still running when a change arrives is handed to those already waiting
   * but never kept; a failed one (an error answer) is never kept.
   */
  answer(scope: ReadScope, key: string, compute: () => Promise<Buffer>): Promise<Buffer> {
    const entry = this.entryOf(scope, key);
    const kept = this.answers.get(entry);
    if (kept !== undefined) return Promise.resolve(kept);
    const running = this.pending.get(entry);
    if (running) return running;
    const computing = Promise.resolve()
      .then(compute)
      .then((text) => {
        if (this.pending.get(entry) === computing) this.answers.set(entry, text);
        return text;
      })
      .finally(() => {
        if (this.pending.get(entry) === computing) this.pending.delete(entry);
      });
    this.pending.set(entry, computing);
    return computing;
  }

  /**
   * Answers a request with the kept JSON text of `key`, or with `compute`'s result serialized by the route's own
   * response schema (so the text is exactly what the route would send) and kept.
   */
  async send(
    reply: FastifyReply,
    scope: ReadScope,
    key: string,
    compute: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    // The routes' serializers are the JSON ones compiled from their response schemas: they return text.
    const bytes = await this.answer(scope, key, async () => Buffer.from(reply.serialize(await compute()) as string));
    return sendJson(reply, bytes);
  }

  /**
   * As `send`, but a kept answer is sent at once and nothing is returned: a route whose handler is not async then
   * answers without a promise round trip (the path of nearly every read). Otherwise a promise that settles once
   * the answer is sent.
   */
  respond(
    reply: FastifyReply,
    scope: ReadScope,
    key: string,
    compute: () => Promise<unknown>,
  ): Promise<void> | undefined {
    const kept = this.answers.get(this.entryOf(scope, key));
    if (kept === undefined) return this.send(reply, scope, key, compute).then(() => undefined);
    sendJson(reply, kept);
    return undefined;
  }

  private entryOf(scope: ReadScope, key: string): string {
    return `${scope}\u0000${this.generations[scope]}\u0000${key}`;
  }

  /** Sets how a scope's keys start: the state of the data they were computed in, when known without waiting. */
  useStatePrefix(scope: ReadScope, prefix: () => string | undefined): void {
    this.statePrefixes[scope] = prefix;
  }

  /** The key of `read`'s answer to `input` (its validated query), named by the request's URL too. */
  keyOf(request: FastifyRequest, read: KeptRead, input: unknown): string {
    const variant = read.variant(request.user);
    const key = `${variant}|${JSON.stringify(input)}`;
    if (request.routeOptions.config.keptRead === read && request.method === 'GET') {
      this.urlNames.set(`${read.scope}\u0000${variant}|${request.url}`, key);
      this.urlReads.set(request.url, read);
    }
    return key;
  }

  /** The kept read a URL was answered by before (see `keyOf`), if it is still remembered. */
  readOf(url: string): KeptRead | undefined {
    return this.urlReads.get(url);
  }

  /**
   * The kept answer to a request of a route with a kept read, found by its URL as sent: when that URL was answered
   * before (so its query passed validation then, and gave the key it names) and its scope's state is known now.
   */
  keptFor(request: FastifyRequest): Buffer | undefined {
    const read = request.routeOptions.config.keptRead;
    return read ? this.keptAnswer(read, request.user, request.url) : undefined;
  }

  /** As `keptFor`, for `read`'s URL `url` asked by `user` (null: anonymous), who may make the read. */
  keptAnswer(read: KeptRead, user: User | null, url: string): Buffer | undefined {
    const prefix = this.statePrefixes[read.scope]();
    if (prefix === undefined) return undefined;
    const key = this.urlNames.get(`${read.scope}\u0000${read.variant(user)}|${url}`);
    return key === undefined ? undefined : this.answers.get(this.entryOf(read.scope, `${prefix}${key}`));
  }

  /** How many answers are kept (for tests and diagnostics). */
  get size(): number {
    return this.answers.size;
  }

  private drop(change: DataChange): void {
    for (const scope of scopesOf(change)) {
      this.generations[scope]++;
      const prefix = `${scope}\u0000`;
      for (const entry of [...this.pending.keys()]) if (entry.startsWith(prefix)) this.pending.delete(entry);
      for (const entry of [...this.answers.keys()]) if (entry.startsWith(prefix)) this.answers.delete(entry);
    }
  }
}

/**
 * Answers a request of a route with a kept read from its kept answer before the body is parsed, the query validated
 * again and the handler run (a preParsing hook: authentication and package checks, onRequest hooks, have passed).
 */
export function registerKeptReads(app: FastifyInstance): void {
  // The front door answers a kept read before any hook runs: its route may be gated by its `access` alone.
  app.addHook('onRoute', (route) => {
    const read = route.config?.keptRead;
    if (!read) return;
    const hooks = [route.onRequest ?? []].flat();
    const expected = accessHook(read.access);
    if (hooks.length !== (expected ? 1 : 0) || (expected && hooks[0] !== expected)) {
      throw new Error(`${route.method} ${route.url}: a kept read's only onRequest hook is accessHook(read.access)`);
    }
  });
  app.addHook('preParsing', (request, reply, payload, done) => {
    const kept = app.readCache.keptFor(request);
    if (kept === undefined) {
      done(null, payload);
      return;
    }
    sendJson(reply, kept);
  });
}

/** The content type of every kept answer, however it is sent. */
export const KEPT_ANSWER_TYPE = 'application/json; charset=utf-8';

/** Sends kept JSON bytes as they are (Fastify serializes objects only). */
function sendJson(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.type(KEPT_ANSWER_TYPE).send(bytes);
}

/**
 * The part of the engine's clock its reads depend on. The replay clock moves every second, but between two of the
 * data's events an answer only changes when a match kicks off (it stops being upcoming: results, statistics and
 * closing prices may show) or the day changes (the as-of date, and matches without a kick-off time): everything
 * else the clock brings (reveals, settlements, refits) arrives as a change on the bus. So the clock's instant is
 * reduced to the span it lies in, from the last such boundary to the next.
 */
export class ClockSpans {
  private known: { from: string; until: string; key: string } | null = null;
  private changes = 0;

  constructor(
    private readonly db: EngineDb,
    changes: DataChanges,
  ) {
    changes.subscribe((change) => {
      // Any engine change may reveal a fixture, and with it an earlier kick-off.
      if (!scopesOf(change).includes('engine')) return;
      this.changes++;
      this.known = null;
    });
  }

  /** The key of the span `now` lies in when it is known without asking the database, else undefined. */
  knownSpanOf(now: string | null): string | undefined {
    if (now === null) return 'no data';
    const known = this.known;
    return known && now >= known.from && now < known.until ? known.key : undefined;
  }

  /** A key naming the span `now` lies in (null: no data yet). */
  async spanOf(now: string | null): Promise<string> {
    if (now === null) return 'no data';
    const knownKey = this.knownSpanOf(now);
    if (knownKey !== undefined) return knownKey;
    const seen = this.changes;
    const row = await this.db
      .selectFrom('matches')
      .select(sql<string | null>`min(kickoff_at)`.as('next'))
      .where('kickoff_at', '>', now)
      .executeTakeFirst();
    const nextDay = `${addDays(dateOf(now), 1)}T00:00:00.000Z`;
    const until = row?.next && row.next < nextDay ? row.next : nextDay;
    const key = `${dateOf(now)}<${until}`;
    // A change while the query ran may have revealed an earlier kick-off: then the span is asked again next time.
    if (seen === this.changes) this.known = { from: now, until, key };
    return key;
  }
}
