import type { ApiError } from '@oddslab/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** A registered route path split into segments: text, `:param` or a trailing `*`. */
type Template = { path: string; segments: string[] };

const PARAMETER = /^:/;
/** `/api/docs` and `/api/docs/` are one path here: a prefixed `/` route is registered under both. */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
/** Static segments beat parameters, which beat a wildcard (the order Fastify's router picks a route in). */
const segmentRank = (segment: string) => (segment === '*' ? 2 : PARAMETER.test(segment) ? 1 : 0);

function matches(template: Template, segments: string[]): boolean {
  for (let i = 0; i < template.segments.length; i++) {
    const expected = template.segments[i];
    if (expected === '*') return true;
    const actual = segments[i];
    if (actual === undefined) return false;
    if (segmentRank(expected) === 0 ? expected !== actual : actual === '') return false;
  }
  return template.segments.length === segments.length;
}

/** The fewest segments a path `template` matches has, and whether it matches longer ones (a trailing `*`). */
function lengthsOf(template: Template): { least: number; open: boolean } {
  const open = template.segments.at(-1) === '*';
  return { least: open ? template.segments.length - 1 : template.segments.length, open };
}

/** Whether some path matches both templates: no static segments differ and their lengths can agree. */
function overlap(a: Template, b: Template): boolean {
  const [lengthsA, lengthsB] = [lengthsOf(a), lengthsOf(b)];
  const fixed = Math.min(lengthsA.least, lengthsB.least);
  for (let i = 0; i < fixed; i++) {
    const [segmentA, segmentB] = [a.segments[i], b.segments[i]];
    if (segmentRank(segmentA) === 0 && segmentRank(segmentB) === 0 && segmentA !== segmentB) return false;
  }
  if (lengthsA.open && lengthsB.open) return true;
  if (lengthsA.open) return lengthsB.least >= lengthsA.least;
  if (lengthsB.open) return lengthsA.least >= lengthsB.least;
  return lengthsA.least === lengthsB.least;
}

function moreSpecific(a: Template, b: Template): boolean {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const difference = segmentRank(a.segments[i]) - segmentRank(b.segments[i]);
    if (difference !== 0) return difference < 0;
  }
  return a.segments.length > b.segments.length;
}

/** A CORS preflight: the only OPTIONS request the API answers (through @fastify/cors). */
const isPreflight = (request: FastifyRequest) =>
  request.headers.origin !== undefined && request.headers['access-control-request-method'] !== undefined;

/**
 * Answers 405 with an `Allow` header when a known /api path is asked for with a method it does not have.
 * Fastify keeps one routing tree per method, so it would answer 404, or route `DELETE /api/articles/page` to
 * `DELETE /api/articles/:id` and refuse `page` as an id (400); here every method's paths are compared at once.
 * Register before any plugin that adds an onRequest hook or routes (CORS answers preflights in one).
 */
export function registerAllowedMethods(app: FastifyInstance, prefix = '/api/'): void {
  const methodsByPath = new Map<string, Set<string>>();
  const templates: Template[] = [];

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix)) return;
    const path = withoutTrailingSlash(route.url);
    let methods = methodsByPath.get(path);
    if (!methods) {
      methods = new Set();
      methodsByPath.set(path, methods);
      templates.push({ path, segments: path.split('/') });
    }
    for (const method of [route.method].flat()) methods.add(method);
    if (methods.has('GET')) methods.add('HEAD');
  });

  /**
   * Per path Fastify routed to, the templates more specific than it that can match a path it matches: only those
   * can take a request away from its route (the order is lexicographic, so the most specific match beats the route
   * exactly when one of these matches), and the others are never compared. Known once routes are in; for most
   * routes there are none, and the guard costs a lookup.
   */
  const contendersByRoute = new Map<string, Template[]>();
  const contendersOf = (routed: string): Template[] => {
    let contenders = contendersByRoute.get(routed);
    if (!contenders) {
      const route: Template = { path: routed, segments: routed.split('/') };
      contenders = templates.filter((template) => overlap(template, route) && moreSpecific(template, route));
      contendersByRoute.set(routed, contenders);
    }
    return contenders;
  };

  // A callback hook: it runs on every request.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    // Fastify's own match for this method (none: it would answer 404) stands unless a more specific path exists.
    const routed = request.routeOptions.url && withoutTrailingSlash(request.routeOptions.url);
    const candidates = routed === undefined ? templates : contendersOf(routed);
    if (candidates.length === 0) return done();
    const query = request.url.indexOf('?');
    const path = withoutTrailingSlash(query === -1 ? request.url : request.url.slice(0, query));
    if (!path.startsWith(prefix) || (request.method === 'OPTIONS' && isPreflight(request))) return done();
    const segments = path.split('/');
    let best: Template | null = null;
    for (const template of candidates) {
      if (matches(template, segments) && (!best || moreSpecific(template, best))) best = template;
    }
    if (!best) return done();
    const allowed = methodsByPath.get(best.path)!;
    if (allowed.has(request.method)) return done();
    const allow = [...allowed].sort();
    const body: ApiError = {
      message: `${request.method} is not allowed on ${path}; use ${allow.join(', ')}`,
      status: 405,
      details: { allowed: allow },
    };
    reply.code(405).header('allow', allow.join(', ')).send(body);
  });
}
