import { fetchRemoteManifestMap, parseRemoteManifestMap, RemoteConfigError } from './remote-config';

function respondWith(response: Response | Error) {
  return jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetchRemoteManifestMap', () => {
  it('returns where each remote lives', async () => {
    const fetchImpl = respondWith(
      json({
        mfe_public: '/remotes/mfe-public/1.0.0/mf-manifest.json',
        mfe_admin: 'https://cdn.example.test/mfe-admin/mf-manifest.json',
      }),
    );
    await expect(fetchRemoteManifestMap(fetchImpl)).resolves.toEqual({
      mfe_public: '/remotes/mfe-public/1.0.0/mf-manifest.json',
      mfe_admin: 'https://cdn.example.test/mfe-admin/mf-manifest.json',
    });
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('explains a network failure', async () => {
    await expect(fetchRemoteManifestMap(respondWith(new TypeError('Failed to fetch')))).rejects.toThrow(
      new RemoteConfigError('Could not reach /remotes.json. Check your connection and try again.'),
    );
  });

  it('reports the HTTP status of a failed response', async () => {
    await expect(fetchRemoteManifestMap(respondWith(json({ message: 'down' }, 503)))).rejects.toThrow(
      'Could not load /remotes.json (HTTP 503).',
    );
  });

  it('rejects a body that is not JSON', async () => {
    await expect(fetchRemoteManifestMap(respondWith(new Response('<html>', { status: 200 })))).rejects.toThrow(
      '/remotes.json is not valid JSON.',
    );
  });

  it('rejects a body that is not a map of manifest URLs', async () => {
    await expect(fetchRemoteManifestMap(respondWith(json(['/a.json'])))).rejects.toBeInstanceOf(RemoteConfigError);
    await expect(fetchRemoteManifestMap(respondWith(json({ mfe_admin: 'ftp://x/m.json' })))).rejects.toThrow(
      '/remotes.json has an invalid manifest URL for mfe_admin',
    );
  });
});

describe('parseRemoteManifestMap', () => {
  it('ignores remotes this shell does not know', () => {
    expect(parseRemoteManifestMap({ mfe_public: '/p.json', mfe_future: '/f.json' })).toEqual({ mfe_public: '/p.json' });
  });
});
