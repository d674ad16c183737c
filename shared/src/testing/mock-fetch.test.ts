import { mockFetch } from './mock-fetch';

describe('mockFetch', () => {
  it('answers routes by method and path, records requests and ignores the query', async () => {
    const mock = mockFetch({
      'GET /api/articles/page/newsroom': { body: { content: [], totalPages: 0 } },
      'POST /api/packages': (request) => ({ status: 201, body: { id: 9, ...(request.body as object) } }),
    });
    const list = await fetch('http://localhost/api/articles/page/newsroom?page=1&size=5');
    expect(await list.json()).toEqual({ content: [], totalPages: 0 });
    const created = await fetch('http://localhost/api/packages', {
      method: 'POST',
      body: JSON.stringify({ name: 'Gold' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: 9, name: 'Gold' });
    expect(mock.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/articles/page/newsroom',
      'POST /api/packages',
    ]);
    expect(mock.calls[0]?.searchParams.get('page')).toBe('1');
  });

  it('answers unknown routes with a 404 naming them, and can simulate a refused connection', async () => {
    mockFetch({ 'GET /api/health': 'network-error' });
    const missing = await fetch('http://localhost/api/nothing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'No mock for GET /api/nothing' });
    await expect(fetch('http://localhost/api/health')).rejects.toThrow('Failed to fetch');
  });

  it('restores the real fetch', () => {
    const before = globalThis.fetch;
    const mock = mockFetch();
    expect(globalThis.fetch).not.toBe(before);
    mock.restore();
    expect(globalThis.fetch).toBe(before);
  });
});
