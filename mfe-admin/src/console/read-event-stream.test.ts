import { createEventStreamParser, type ServerSentEvent } from './read-event-stream';

describe('event stream parser', () => {
  it('joins chunks, skips comments and names events', () => {
    const events: ServerSentEvent[] = [];
    const parse = createEventStreamParser((event) => events.push(event));
    parse('event: progress\nda');
    parse('ta: {"id":1}\n\n: keep-alive\n\n');
    parse('event: finished\r\ndata: {"id":1,\r\ndata: "done":true}\r\n\r\n');
    parse('data: plain\n\n');
    expect(events).toEqual([
      { type: 'progress', data: '{"id":1}' },
      { type: 'finished', data: '{"id":1,\n"done":true}' },
      { type: 'message', data: 'plain' },
    ]);
  });
});
