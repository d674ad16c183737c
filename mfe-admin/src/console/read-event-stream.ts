/** One server-sent event: its `event:` name (default 'message') and its joined `data:` lines. */
export interface ServerSentEvent {
  type: string;
  data: string;
}

/**
 * Splits a text/event-stream body into events as chunks arrive. Comments (': keep-alive') and events
 * without data are skipped, as EventSource does.
 */
export function createEventStreamParser(onEvent: (event: ServerSentEvent) => void): (chunk: string) => void {
  let buffer = '';
  let type = '';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length > 0) onEvent({ type: type || 'message', data: data.join('\n') });
    type = '';
    data = [];
  };
  return (chunk) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    // The last piece may be a line cut in half: keep it for the next chunk.
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') dispatch();
      else if (line.startsWith(':')) continue;
      else {
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') type = value;
        else if (field === 'data') data.push(value);
      }
    }
  };
}

/**
 * Reads a server-sent event stream with fetch, so the request can carry the bearer token (EventSource cannot
 * set headers). Resolves when the server closes the stream or `signal` aborts; rejects on an HTTP error.
 */
export async function readEventStream(
  url: string,
  init: RequestInit,
  onEvent: (event: ServerSentEvent) => void,
): Promise<void> {
  const response = await fetch(url, { ...init, headers: { ...init.headers, accept: 'text/event-stream' } });
  if (!response.ok || !response.body) {
    throw new Error(`Live progress is unavailable (HTTP ${response.status})`);
  }
  const parse = createEventStreamParser(onEvent);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parse(value);
  }
  parse('\n\n');
}
