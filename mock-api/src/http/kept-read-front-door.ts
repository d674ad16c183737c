import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { User } from '@oddslab/shared/contract';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { bearerTokenOf, mayRead } from './auth-hooks';
import { KEPT_ANSWER_TYPE } from './read-cache';
import { API_SECURITY_HEADERS } from './security-headers';

/**
 * Exactly the headers Fastify sends with a kept answer (its length aside): the security headers, the JSON type, and
 * `Vary: Origin`, which @fastify/cors adds to every answer (a cross-origin request never reaches the front door).
 */
const KEPT_ANSWER_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...API_SECURITY_HEADERS,
  vary: 'Origin',
  'content-type': KEPT_ANSWER_TYPE,
});

/** The log levels at which Fastify logs every request (see request-log.ts): the front door then stands aside. */
const LOGS_EVERY_REQUEST: ReadonlySet<string> = new Set(['debug', 'trace']);

/**
 * The kept reads' front door: a request for a kept read's URL that the API answered before is answered from the
 * kept bytes before Fastify routes it, as a cache in front of an application would, when everything its route would
 * check is known at once:
 * - it is a GET without a body and without `Origin` (cross-origin requests get their CORS answer from Fastify);
 * - the URL was answered by that read (`ReadCache.readOf`), so it names that route and its query passed validation;
 * - the caller may make the read (`mayRead`: the same check the route's hook, made from the read's `access`, runs)
 *   with a session already known from a token whose signature and expiry were checked (`knownSession`);
 * - the answer for this state of the data and the caller's variant is kept.
 * Anything else, refusals included (401, 403, with their messages and log lines), goes to Fastify as before. With
 * LOG_LEVEL=debug every request goes through Fastify, which logs each one, and so does every request once the app
 * is closing (Fastify answers 503 and closes the connection, so that keep-alive clients let a shutdown finish).
 *
 * Why: Fastify's per-request work (routing, hooks, request and reply objects) was most of what a kept read cost
 * beyond writing the answer; see the README's "API read speed".
 */
export class KeptReadFrontDoor {
  /** Set as the app starts closing: Fastify then answers every request (503, closing the connection). */
  private closing = false;

  constructor(private readonly app: FastifyInstance) {
    app.addHook('preClose', (done) => {
      this.closing = true;
      done();
    });
  }

  /** Answers `request` when it is a kept read as above and returns true; false leaves it to Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const { method, url, headers } = request;
    if (method !== 'GET' || url === undefined || this.closing) return false;
    if (headers.origin !== undefined || headers['content-length'] !== undefined) return false;
    if (headers['transfer-encoding'] !== undefined || LOGS_EVERY_REQUEST.has(this.app.log.level)) return false;
    const read = this.app.readCache.readOf(url);
    if (read === undefined) return false;
    let user: User | null = null;
    if (read.access.kind !== 'public') {
      const token = bearerTokenOf(request);
      const session = token === null ? undefined : this.app.accounts.knownSession(token);
      if (session === undefined) return false;
      user = session.user;
    }
    if (!mayRead(read.access, user)) return false;
    const kept = this.app.readCache.keptAnswer(read, user, url);
    if (kept === undefined) return false;
    response.writeHead(200, { ...KEPT_ANSWER_HEADERS, 'content-length': kept.length });
    response.end(kept);
    return true;
  }
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make, with the front door (once the app has made it)
 * before Fastify's handler. The timeouts are those Fastify sets on a server it makes itself.
 */
export function serverWithFrontDoor(frontDoor: () => KeptReadFrontDoor | null): FastifyServerFactory {
  return (handler, options) => {
    const server: Server = createServer((request, response) => {
      if (!frontDoor()?.serve(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = Number(options.keepAliveTimeout);
    server.requestTimeout = Number(options.requestTimeout);
    server.setTimeout(Number(options.connectionTimeout));
    const maxRequestsPerSocket = Number(options.maxRequestsPerSocket);
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
}
