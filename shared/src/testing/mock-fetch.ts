/** A reply a mocked endpoint gives. */
export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  /** Path without origin or query, e.g. '/api/users/me'. */
  path: string;
  searchParams: URLSearchParams;
  headers: Headers;
  /** Parsed JSON body, the raw text when it is not JSON, or undefined. */
  body: unknown;
}

/** A fixed reply, a function of the request, or 'network-error' to simulate a refused connection. */
export type MockRoute = MockReply | 'network-error' | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

export interface FetchMock {
  /** Every request made while the mock was active, in order. */
  calls: RecordedRequest[];
  /** Requests to one route key, e.g. `mock.callsTo('POST /api/auth/logout')`. */
  callsTo: (key: string) => RecordedRequest[];
  /** Add or replace routes while the mock is active. */
  set: (routes: Record<string, MockRoute>) => void;
  restore: () => void;
}

const active = new Set<FetchMock>();

// Restore after every test so one test's routes never answer another's requests.
if (typeof afterEach === 'function') {
  afterEach(() => {
    for (const mock of active) mock.restore();
  });
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Replaces global fetch with routes keyed 'METHOD /path' (query ignored), e.g.
 * `mockFetch({ 'GET /api/users/me': { body: user }, 'POST /api/auth/logout': { status: 500, body: {...} } })`.
 * Unmatched requests get a 404 JSON error naming the route, so a missing mock shows up in the UI and in `calls`.
 */
export function mockFetch(routes: Record<string, MockRoute> = {}): FetchMock {
  const table = new Map(Object.entries(routes));
  const originalFetch = globalThis.fetch;
  const calls: RecordedRequest[] = [];

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method.toUpperCase(),
      path: url.pathname,
      searchParams: url.searchParams,
      headers: request.headers,
      body: await readBody(request),
    };
    calls.push(recorded);
    const key = `${recorded.method} ${recorded.path}`;
    const route = table.get(key);
    if (route === undefined) {
      return Response.json({ message: `No mock for ${key}`, status: 404, details: null }, { status: 404 });
    }
    if (route === 'network-error') throw new TypeError('Failed to fetch');
    const reply = typeof route === 'function' ? await route(recorded) : route;
    const status = reply.status ?? 200;
    if (reply.body === undefined || status === 204) return new Response(null, { status, headers: reply.headers });
    // A text body with a content type of its own (a CSV download) is sent as it is.
    if (
      typeof reply.body === 'string' &&
      reply.headers?.['content-type'] &&
      !/json/.test(reply.headers['content-type'])
    ) {
      return new Response(reply.body, { status, headers: reply.headers });
    }
    return Response.json(reply.body, { status, headers: reply.headers });
  };

  const mock: FetchMock = {
    calls,
    callsTo: (key) => {
      const [method, path] = key.split(' ');
      return calls.filter((call) => call.method === method && call.path === path);
    },
    set: (more) => {
      for (const [key, route] of Object.entries(more)) table.set(key, route);
    },
    restore: () => {
      if (!active.has(mock)) return;
      active.delete(mock);
      globalThis.fetch = originalFetch;
    },
  };
  globalThis.fetch = fakeFetch as typeof fetch;
  active.add(mock);
  return mock;
}
