import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** A request taking at least this long is logged as slow (warn), whatever its answer. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * One log line per request, at a level that says whether anyone needs to look at it: a 5xx at error, a slow request
 * at warn, a refused one (4xx) at info, and every other request at debug. Fastify's own request logging (two info
 * lines for every request, "incoming request" and "request completed") is turned off in its place: at the default
 * level it wrote a line for each of thousands of kept reads a second, which cost more than serving them.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    if (status >= 500) request.log.error({ req: request, res: reply, responseTime }, 'request failed');
    else if (responseTime >= SLOW_REQUEST_MS)
      request.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    else if (status >= 400) request.log.info({ req: request, res: reply, responseTime }, 'request refused');
    else request.log.debug({ req: request, res: reply, responseTime }, 'request completed');
    done();
  });
}
