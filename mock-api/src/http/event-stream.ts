import { Type } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Keeps proxies from closing an idle stream while a long step runs. */
const HEARTBEAT_MS = 15_000;

export interface EventStream {
  /** Writes one event: its name and its data as JSON. */
  send(event: string, data: unknown): void;
  /** Ends the stream (also called when the client goes away). */
  close(): void;
}

/**
 * Takes over the reply and answers with a server-sent event stream. `onClose` runs once, when the stream ends
 * either way, to stop listening for the events it relays. Refusals must be thrown before this is called: after
 * it the status is 200.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  corsOrigins: readonly string[],
  onClose: () => void,
): EventStream {
  reply.hijack();
  const origin = request.headers.origin;
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-content-type-options': 'nosniff',
    ...(origin && corsOrigins.includes(origin)
      ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' }
      : {}),
  });
  let closed = false;
  const heartbeat = setInterval(() => reply.raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    onClose();
    if (!reply.raw.writableEnded) reply.raw.end();
  };
  request.raw.on('close', close);
  return {
    send(event, data) {
      if (!closed) reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close,
  };
}

/** OpenAPI description of a server-sent event stream answer. */
export const eventStreamResponse = (description: string) => ({
  description,
  content: { 'text/event-stream': { schema: Type.String() } },
});
