import { withoutIncompatibleOverrides } from './override-compatibility';

/** A fetch that answers each release.json URL from `releases` (404 for the rest) and records what was asked. */
function releaseServer(releases: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    if (url.includes('down.test')) throw new TypeError('Failed to fetch');
    const body = releases[url];
    return body === undefined
      ? new Response('{"message":"Not found"}', { status: 404 })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

describe('withoutIncompatibleOverrides', () => {
  const origin = window.location.origin;

  test('drops an override whose release needs another major of shared, and says why; keeps a compatible one', async () => {
    const { fetchImpl, asked } = releaseServer({
      [`${origin}/remotes/mfe-admin/2.0.0/release.json`]: { version: '2.0.0', sharedRange: '^2.0.0' },
      [`${origin}/remotes/mfe-client/1.0.3/release.json`]: { version: '1.0.3', sharedRange: '^1.0.0' },
    });
    const checked = await withoutIncompatibleOverrides(
      {
        mfe_admin: '/remotes/mfe-admin/2.0.0/mf-manifest.json',
        mfe_client: '/remotes/mfe-client/1.0.3/mf-manifest.json',
      },
      '1.4.0',
      fetchImpl,
    );
    expect(checked.overrides).toEqual({ mfe_client: '/remotes/mfe-client/1.0.3/mf-manifest.json' });
    expect(checked.refused).toEqual([
      'mfe_admin 2.0.0 needs @oddslab/shared ^2.0.0, but this site provides 1.4.0: the live release is used instead',
    ]);
    expect(asked).toHaveLength(3);
  });

  test("drops an override that uses an export of a shared singleton this site's build left out", async () => {
    const { fetchImpl } = releaseServer({
      [`${origin}/release.json`]: { singletonExports: { 'react-router-dom': ['Link', 'useNavigate'] } },
      [`${origin}/remotes/mfe-admin/1.1.0/release.json`]: {
        version: '1.1.0',
        sharedRange: '^1.0.0',
        singletonExports: { 'react-router-dom': ['Link', 'useMatches'] },
      },
      [`${origin}/remotes/mfe-client/1.0.3/release.json`]: {
        version: '1.0.3',
        sharedRange: '^1.0.0',
        singletonExports: { 'react-router-dom': ['useNavigate'], 'react-redux': ['useSelector'] },
      },
    });
    const checked = await withoutIncompatibleOverrides(
      {
        mfe_admin: '/remotes/mfe-admin/1.1.0/mf-manifest.json',
        mfe_client: '/remotes/mfe-client/1.0.3/mf-manifest.json',
      },
      '1.4.0',
      fetchImpl,
    );
    expect(checked.overrides).toEqual({ mfe_client: '/remotes/mfe-client/1.0.3/mf-manifest.json' });
    expect(checked.refused).toEqual([
      "mfe_admin 1.1.0 uses react-router-dom's useMatches, which this site does not provide: the live release is used instead",
    ]);
  });

  test('an override whose release cannot be read still loads (a server that is down shows the fallback instead)', async () => {
    const { fetchImpl } = releaseServer({});
    const overrides = {
      mfe_public: 'https://down.test/mf-manifest.json',
      mfe_articles: `${origin}/remotes/mfe-articles/9.9.9/mf-manifest.json`,
    };
    expect(await withoutIncompatibleOverrides(overrides, '1.0.0', fetchImpl)).toEqual({ overrides, refused: [] });
  });

  test('asks nothing when there is no override, or when the page does not say which shared it provides', async () => {
    const { fetchImpl, asked } = releaseServer({});
    expect(await withoutIncompatibleOverrides({}, '1.0.0', fetchImpl)).toEqual({ overrides: {}, refused: [] });
    const overrides = { mfe_admin: '/remotes/mfe-admin/2.0.0/mf-manifest.json' };
    expect(await withoutIncompatibleOverrides(overrides, null, fetchImpl)).toEqual({ overrides, refused: [] });
    expect(asked).toEqual([]);
  });
});
