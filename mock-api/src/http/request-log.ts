import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A request taking at least this long is logged as slow (warn), whatever its answer. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * One log line per request, at a level that says whether anyone needs to look at it: a 5xx (or a failed response
 * stream) at error, a slow request at warn, a refused one (4xx) at info, and every other request at debug.
 * Fastify's default writes two info lines for every request ("incoming request" and "request completed"): at the
 * default level that was a line for each of thousands of kept reads a second, more work than serving them.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else if (status >= 500) request.log.error(line, 'request failed');
    else if (line.responseTime >= SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
    else if (status >= 400) request.log.info(line, 'request refused');
    else request.log.debug(line, 'request completed');
  }
}
