import { mockFetch } from '@oddslab/shared/testing';
import {
  fetchReleaseRegistry,
  parseReleaseRegistry,
  ReleaseRegistryError,
  type RemoteRelease,
  type RemoteReleases,
  runningRelease,
} from './releases';

const release = (version: string, overrides: Partial<RemoteRelease> = {}): RemoteRelease => ({
  version,
  manifest: `/remotes/mfe-admin/${version}/mf-manifest.json`,
  commit: '9805ddd',
  builtAt: '2026-11-25T16:10:00.000Z',
  sharedRange: '^1.0.0',
  compatible: true,
  incompatibility: null,
  ...overrides,
});

const body = {
  shell: { version: '1.0.0', commit: '9805ddd', builtAt: '2026-11-25T16:00:00.000Z', sharedVersion: '1.0.0' },
  remotes: {
    mfe_admin: { live: '1.0.1', notice: null, releases: [release('1.0.1'), release('1.0.0', { commit: null })] },
    mfe_shop: { live: '9.9.9' },
  },
};

describe('parseReleaseRegistry', () => {
  it('reads the shell build and the releases of the remotes the shell knows, ignoring others', () => {
    const registry = parseReleaseRegistry(body);
    expect(registry.shell).toEqual(body.shell);
    expect(Object.keys(registry.remotes)).toEqual(['mfe_admin']);
    expect(registry.remotes.mfe_admin).toEqual(body.remotes.mfe_admin);
  });

  it('accepts a shell build that recorded neither its commit nor its build time', () => {
    const shell = { ...body.shell, commit: null, builtAt: null };
    expect(parseReleaseRegistry({ ...body, shell }).shell).toEqual(shell);
  });

  it('accepts a remote with nothing live and a notice saying why', () => {
    const remote = {
      live: null,
      notice: 'mfe_admin 1.0.2 needs @oddslab/shared ^2.0.0 but the shell provides 1.0.0',
      releases: [release('1.0.2', { compatible: false, incompatibility: 'needs @oddslab/shared ^2.0.0' })],
    };
    expect(parseReleaseRegistry({ ...body, remotes: { mfe_admin: remote } }).remotes.mfe_admin).toEqual(remote);
  });

  it('refuses bodies that do not have the shape, naming the part that is wrong', () => {
    const withAdmin = (admin: unknown) => ({ ...body, remotes: { mfe_admin: admin } });
    const cases: [unknown, string][] = [
      [null, 'the body must be an object'],
      [[], 'the body must be an object'],
      [{ remotes: {} }, 'shell must be an object'],
      [{ shell: body.shell }, 'remotes must be an object'],
      [{ ...body, shell: { ...body.shell, version: 1 } }, 'shell.version must be a non-empty string'],
      [withAdmin({ live: '1.0.1', notice: null }), 'remotes.mfe_admin.releases must be an array'],
      [withAdmin({ live: 1, notice: null, releases: [] }), 'remotes.mfe_admin.live must be a non-empty string'],
      [
        withAdmin({ live: null, notice: null, releases: [release('1.0.0', { manifest: 'javascript:alert(1)' })] }),
        'remotes.mfe_admin.releases[0].manifest must be an http(s) URL or a site path',
      ],
      [
        withAdmin({ live: null, notice: null, releases: [{ ...release('1.0.0'), compatible: 'yes' }] }),
        'remotes.mfe_admin.releases[0].compatible must be true or false',
      ],
    ];
    for (const [bad, message] of cases) {
      expect(() => parseReleaseRegistry(bad)).toThrow(ReleaseRegistryError);
      expect(() => parseReleaseRegistry(bad)).toThrow(message);
    }
  });
});

describe('fetchReleaseRegistry', () => {
  it('asks for a fresh copy and parses it', async () => {
    const api = mockFetch({ 'GET /releases.json': { body } });
    expect((await fetchReleaseRegistry()).shell.version).toBe('1.0.0');
    expect(api.callsTo('GET /releases.json')).toHaveLength(1);
  });

  it('turns every failure into a message a person can act on', async () => {
    const api = mockFetch({ 'GET /releases.json': 'network-error' });
    await expect(fetchReleaseRegistry()).rejects.toThrow('Could not reach /releases.json');
    api.set({ 'GET /releases.json': { status: 503, body: { message: 'down' } } });
    await expect(fetchReleaseRegistry()).rejects.toThrow('Could not load /releases.json (HTTP 503).');
    api.set({ 'GET /releases.json': { body: { shell: 'x' } } });
    await expect(fetchReleaseRegistry()).rejects.toThrow('shell must be an object');
  });
});

describe('runningRelease', () => {
  const siteOrigin = 'https://oddslab.test';
  const admin: RemoteReleases = { live: '1.0.1', notice: null, releases: [release('1.0.1'), release('1.0.0')] };

  it('is the live release when nothing overrides it', () => {
    expect(runningRelease(admin, { siteOrigin })).toEqual({
      location: '/remotes/mfe-admin/1.0.1/mf-manifest.json',
      release: admin.releases[0],
      overridden: false,
    });
  });

  it('is the release the page was served with, which the runtime registered', () => {
    const served = '/remotes/mfe-admin/1.0.0/mf-manifest.json';
    expect(runningRelease(admin, { served, siteOrigin }).release?.version).toBe('1.0.0');
  });

  it('is the overridden release, matched whether the override is a path or an absolute URL', () => {
    const override = 'https://oddslab.test/remotes/mfe-admin/1.0.0/mf-manifest.json';
    const running = runningRelease(admin, { override, served: admin.releases[0].manifest, siteOrigin });
    expect(running).toEqual({ location: override, release: admin.releases[1], overridden: true });
  });

  it('keeps an override that is no published release as a bare location', () => {
    const override = 'http://localhost:5000/mf-manifest.json';
    expect(runningRelease(admin, { override, siteOrigin })).toEqual({
      location: override,
      release: null,
      overridden: true,
    });
  });

  it('is nothing when no release is live and nothing overrides it', () => {
    const none = runningRelease({ ...admin, live: null }, { siteOrigin });
    expect(none).toEqual({ location: null, release: null, overridden: false });
  });
});
