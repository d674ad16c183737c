import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

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

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArguments = Parameters<FastifyBaseLogger['info']>;
/** The API's logger is pino's, whose levels are numbered (`silent` is Infinity). */
type NumberedLevels = FastifyBaseLogger & { levels: { values: Record<string, number> } };

/**
 * A request's logger, made the first time it writes a line. Fastify makes a child logger for every request (pino
 * serializes its bindings, the request id, each time), yet at the default level a kept read writes nothing: that
 * was about a tenth of such a read's time. The child it makes, when it does, is the one Fastify would have made.
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: NumberedLevels,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  fatal(...line: LogArguments): void {
    this.write('fatal', line);
  }
  error(...line: LogArguments): void {
    this.write('error', line);
  }
  warn(...line: LogArguments): void {
    this.write('warn', line);
  }
  info(...line: LogArguments): void {
    this.write('info', line);
  }
  debug(...line: LogArguments): void {
    this.write('debug', line);
  }
  trace(...line: LogArguments): void {
    this.write('trace', line);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  private write(level: Level, line: LogArguments): void {
    const values = this.parent.levels.values;
    if ((values[level] ?? 0) < (values[this.level] ?? 0)) return;
    this.logger()[level](...line);
  }

  private logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }
}

/** Fastify's `childLoggerFactory`: each request's logger is a RequestLogger. */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger as NumberedLevels, bindings, options);
}
