import {
  buildAdmin,
  buildUser,
  mockFetch,
  type RenderWithProvidersOptions,
  renderWithProviders,
} from '@oddslab/shared/testing';
import { screen, within } from '@testing-library/react';
import { siteConfigElementId } from '../app/site-config';
import { overridesStorageKey } from '../remotes/remote-overrides';
import type { RemoteRelease } from './releases';
import { VersionsPage } from './versions-page';
import { VersionsRoute } from './versions-route';

const adminManifest = (version: string) => `/remotes/mfe-admin/${version}/mf-manifest.json`;

const adminRelease = (version: string, overrides: Partial<RemoteRelease> = {}): RemoteRelease => ({
  version,
  manifest: adminManifest(version),
  commit: `c0ffee${version.replace(/\./g, '')}`,
  builtAt: '2026-11-25T16:10:00.000Z',
  sharedRange: '^1.0.0',
  compatible: true,
  incompatibility: null,
  ...overrides,
});

const incompatibility = 'needs @oddslab/shared ^2.0.0 but the shell provides 1.0.0';

const registry = {
  shell: { version: '1.0.0', commit: '9805ddd', builtAt: '2026-11-25T16:00:00.000Z', sharedVersion: '1.0.0' },
  remotes: {
    mfe_admin: {
      live: '1.0.1',
      notice: 'mfe_admin 1.0.2 needs @oddslab/shared ^2.0.0 but the shell provides 1.0.0: 1.0.1 is live instead',
      releases: [
        adminRelease('1.0.2', { sharedRange: '^2.0.0', compatible: false, incompatibility }),
        adminRelease('1.0.1'),
        adminRelease('1.0.0', { commit: null, builtAt: '2026-11-20T09:05:00.000Z' }),
      ],
    },
    mfe_public: {
      live: '2.3.0',
      notice: null,
      releases: [
        {
          ...adminRelease('2.3.0'),
          manifest: '/remotes/mfe-public/2.3.0/mf-manifest.json',
        },
      ],
    },
  },
};

const admin = { session: { user: buildAdmin(), status: 'signedIn' as const } };
const client = { session: { user: buildUser(), status: 'signedIn' as const } };
const signedOut = { session: { user: null, status: 'signedOut' as const } };

function memoryStorage(overrides?: Record<string, string>) {
  const data = new Map<string, string>();
  if (overrides) data.set(overridesStorageKey, JSON.stringify(overrides));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    stored: () => JSON.parse(data.get(overridesStorageKey) ?? 'null') as Record<string, string> | null,
  };
}

function setSiteConfig(config: object) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = siteConfigElementId;
  block.textContent = JSON.stringify({ remoteOverrideOrigins: [], ...config });
  document.head.append(block);
}

afterEach(() => document.getElementById(siteConfigElementId)?.remove());

function renderPage({
  session = admin,
  overrides,
}: {
  session?: RenderWithProvidersOptions['preloadedState'];
  overrides?: Record<string, string>;
} = {}) {
  const storage = memoryStorage(overrides);
  const reload = jest.fn();
  const view = renderWithProviders(<VersionsPage storage={storage} reload={reload} />, { preloadedState: session });
  return { ...view, storage, reload };
}

/** The value beside a label in a remote's (or the shell's) description list. */
function fact(section: HTMLElement, label: string): string {
  const term = within(section)
    .getAllByRole('term')
    .find((element) => element.textContent === label);
  return term?.nextElementSibling?.textContent ?? '';
}

async function remoteSection(name: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name });
}

describe('VersionsPage', () => {
  it("shows the shell build, each remote's live version and the one this browser runs", async () => {
    const api = mockFetch({ 'GET /releases.json': { body: registry } });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Versions' })).toBeInTheDocument();
    expect(screen.getByText(/runs in this browser only\. The page then reloads/)).toBeInTheDocument();
    expect(screen.getByText('Loading releases...')).toBeInTheDocument();

    const shell = await remoteSection('Shell');
    expect(fact(shell, 'Version')).toBe('1.0.0');
    expect(fact(shell, 'Commit')).toBe('9805ddd');
    expect(fact(shell, 'Built at')).toBe('2026-11-25 4:00 PM UTC');
    expect(fact(shell, 'Shared version')).toBe('1.0.0');

    const adminSection = await remoteSection('mfe_admin');
    expect(within(adminSection).getByRole('heading', { level: 2, name: 'mfe_admin' })).toBeInTheDocument();
    expect(fact(adminSection, 'Live')).toBe('1.0.1');
    expect(fact(adminSection, 'This browser runs')).toBe('1.0.1');
    expect(fact(adminSection, 'Commit')).toBe('c0ffee101');
    expect(fact(adminSection, 'Built at')).toBe('2026-11-25 4:10 PM UTC');
    expect(within(adminSection).getByText(registry.remotes.mfe_admin.notice)).toBeInTheDocument();
    expect(fact(await remoteSection('mfe_public'), 'This browser runs')).toBe('2.3.0');
    // Remotes appear in the shell's order; the registry's unknown or missing ones are left out.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Shell',
      'mfe_public',
      'mfe_admin',
    ]);

    const table = within(adminSection).getByRole('table', { name: 'Published releases of mfe_admin, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      '1.0.2',
      '1.0.1LiveIn this browser',
      '1.0.0',
    ]);
    expect(within(rows[2]).getByText('unknown')).toBeInTheDocument();
    expect(within(rows[2]).getByText('2026-11-20 9:05 AM UTC')).toHaveAttribute('datetime', '2026-11-20T09:05:00.000Z');
    expect(api.callsTo('GET /releases.json')).toHaveLength(1);
  });

  it("stores exactly that remote's override when a release is chosen, and reloads", async () => {
    mockFetch({ 'GET /releases.json': { body: registry } });
    const { user, storage, reload } = renderPage({ overrides: { mfe_public: '/qa/mfe-public/mf-manifest.json' } });

    const choose = await screen.findByRole('button', { name: 'Use 1.0.0 of mfe_admin in this browser' });
    expect(choose).toHaveTextContent('Use 1.0.0 of mfe_admin in this browser');
    await user.click(choose);

    expect(storage.stored()).toEqual({
      mfe_public: '/qa/mfe-public/mf-manifest.json',
      mfe_admin: adminManifest('1.0.0'),
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a chosen release as running, and goes back to the live one by forgetting the override', async () => {
    mockFetch({ 'GET /releases.json': { body: registry } });
    const { user, storage, reload } = renderPage({
      overrides: { mfe_admin: `http://localhost${adminManifest('1.0.0')}`, mfe_public: '/p.json' },
    });

    const adminSection = await remoteSection('mfe_admin');
    expect(fact(adminSection, 'This browser runs')).toBe('1.0.0 (chosen in this browser)');
    expect(fact(adminSection, 'Commit')).toBe('unknown');
    expect(within(adminSection).getByRole('button', { name: 'Use 1.0.0 of mfe_admin in this browser' })).toBeDisabled();
    expect(within(adminSection).getByRole('button', { name: 'Use 1.0.1 of mfe_admin in this browser' })).toBeEnabled();

    await user.click(
      within(adminSection).getByRole('button', { name: 'Use live version of mfe_admin in this browser' }),
    );
    expect(storage.stored()).toEqual({ mfe_public: '/p.json' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('chooses the live release by forgetting the override rather than pinning it', async () => {
    mockFetch({ 'GET /releases.json': { body: registry } });
    const { user, storage } = renderPage({ overrides: { mfe_admin: adminManifest('1.0.0') } });
    await user.click(await screen.findByRole('button', { name: 'Use 1.0.1 of mfe_admin in this browser' }));
    expect(storage.stored()).toBeNull();
  });

  it('shows an override that is no published release by its location', async () => {
    mockFetch({ 'GET /releases.json': { body: registry } });
    renderPage({ overrides: { mfe_admin: '/qa/mfe-admin/mf-manifest.json' } });
    const adminSection = await remoteSection('mfe_admin');
    expect(fact(adminSection, 'This browser runs')).toBe(
      '/qa/mfe-admin/mf-manifest.json (chosen in this browser; not a published release)',
    );
    expect(within(adminSection).queryByText('In this browser')).not.toBeInTheDocument();
  });

  it('never lets an incompatible release be chosen, and says why', async () => {
    mockFetch({ 'GET /releases.json': { body: registry } });
    const { user, storage, reload } = renderPage();
    const choose = await screen.findByRole('button', { name: 'Use 1.0.2 of mfe_admin in this browser' });
    expect(choose).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Use 1.0.1 of mfe_admin in this browser' })).toBeDisabled();
    expect(screen.getByText(incompatibility)).toBeInTheDocument();

    await user.click(choose);
    expect(storage.stored()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows an error with Retry when /releases.json fails or is unusable, and Retry loads it again', async () => {
    const api = mockFetch({ 'GET /releases.json': { status: 503, body: { message: 'down' } } });
    const { user } = renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load /releases.json (HTTP 503).');
    api.set({ 'GET /releases.json': { body: { ...registry, shell: null } } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('shell must be an object');

    api.set({ 'GET /releases.json': { body: registry } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await remoteSection('mfe_admin')).toBeInTheDocument();
    expect(api.callsTo('GET /releases.json')).toHaveLength(3);
  });

  it('is not available to a signed-in client when the deployment has no QA panel, and asks for nothing', async () => {
    const api = mockFetch({ 'GET /releases.json': { body: registry } });
    renderPage({ session: client });
    expect(
      screen.getByText(
        'The Versions page is not available here. It is for administrators, and for everyone on test deployments.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/runs in this browser only/)).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('waits for a stored session before deciding, since it may be an administrator', () => {
    mockFetch({ 'GET /releases.json': { body: registry } });
    renderPage({ session: { session: { user: null, status: 'loading' } } });
    expect(screen.getByText('Loading Versions...')).toBeInTheDocument();
  });

  it('is open to everyone, signed in or not, when the deployment sets qaPanel', async () => {
    setSiteConfig({ qaPanel: true });
    mockFetch({ 'GET /releases.json': { body: registry } });
    renderPage({ session: signedOut });
    expect(fact(await remoteSection('mfe_admin'), 'Live')).toBe('1.0.1');
  });

  it('names what this browser runs from the locations the page was served with', async () => {
    setSiteConfig({ remotes: { mfe_admin: adminManifest('1.0.0') } });
    mockFetch({ 'GET /releases.json': { body: registry } });
    renderPage();
    expect(fact(await remoteSection('mfe_admin'), 'This browser runs')).toBe('1.0.0');
  });
});

describe('VersionsRoute', () => {
  it('loads the page on its own and titles the document', async () => {
    mockFetch({ 'GET /releases.json': { body: registry } });
    renderWithProviders(<VersionsRoute />, { preloadedState: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Versions' })).toBeInTheDocument();
    expect(document.title).toBe('Versions · OddsLab');
    expect(await remoteSection('mfe_admin')).toBeInTheDocument();
  });
});
