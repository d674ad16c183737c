import {
  applyOverrideParams,
  clearStoredOverrides,
  type OverrideOriginPolicy,
  overrideRefusal,
  overridesStorageKey,
  parseOverrideParams,
  readStoredOverrides,
  resolveManifests,
  storeOverride,
} from './remote-overrides';

const policy: OverrideOriginPolicy = {
  siteOrigin: 'https://oddslab.test',
  allowedOrigins: ['https://qa.example.test', 'http://localhost:5000'],
};

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('parseOverrideParams', () => {
  it('reads ?remote.<name>=<manifest url> for known remotes on allowed origins', () => {
    const result = parseOverrideParams(
      '?remote.mfe_admin=https%3A%2F%2Fqa.example.test%2Fmfe-admin%2F1.4.0%2Fmf-manifest.json&remote.mfe_public=/remotes/mfe-public/2.0.0/mf-manifest.json&page=2',
      policy,
    );
    expect(result.overrides).toEqual({
      mfe_admin: 'https://qa.example.test/mfe-admin/1.4.0/mf-manifest.json',
      mfe_public: '/remotes/mfe-public/2.0.0/mf-manifest.json',
    });
    expect(result.rejected).toEqual([]);
  });

  it('rejects unknown remotes and values that are not http(s) URLs or site paths', () => {
    const result = parseOverrideParams(
      '?remote.mfe_shop=/x.json&remote.mfe_admin=javascript:alert(1)&remote.mfe_client=//evil.test/m.json',
      policy,
    );
    expect(result.overrides).toEqual({});
    expect(result.rejected).toHaveLength(3);
    expect(result.rejected[0]).toMatch(/remote\.mfe_shop: unknown remote/);
    expect(result.rejected[1]).toMatch(/remote\.mfe_admin: not an http\(s\) URL/);
  });

  it('treats an empty value as clearing that remote', () => {
    expect(parseOverrideParams('?remote.mfe_admin=', policy).cleared).toEqual(['mfe_admin']);
  });

  it('refuses a manifest on an origin that is not the site or allow-listed, and says why', () => {
    const result = parseOverrideParams(
      `?remote.mfe_public=${encodeURIComponent('https://elsewhere.example/mf-manifest.json')}`,
      policy,
    );
    expect(result.overrides).toEqual({});
    expect(result.rejected).toEqual([
      'remote.mfe_public: https://elsewhere.example is not an allowed origin for overrides',
    ]);
  });
});

describe('applyOverrideParams', () => {
  it('remembers overrides in localStorage and strips them from the address', () => {
    const storage = memoryStorage();
    const applied = applyOverrideParams(
      '?page=2&remote.mfe_admin=http://localhost:5000/mf-manifest.json',
      storage,
      policy,
    );
    expect(applied.overrides).toEqual({ mfe_admin: 'http://localhost:5000/mf-manifest.json' });
    expect(applied.remainingSearch).toBe('?page=2');
    expect(JSON.parse(storage.data.get(overridesStorageKey) ?? '{}')).toEqual(applied.overrides);

    // A later page load without parameters still uses the remembered override.
    expect(applyOverrideParams('', storage, policy).overrides).toEqual({
      mfe_admin: 'http://localhost:5000/mf-manifest.json',
    });
  });

  it('merges new parameters over remembered ones and drops cleared ones', () => {
    const storage = memoryStorage({
      [overridesStorageKey]: JSON.stringify({ mfe_admin: '/a.json', mfe_client: '/c.json' }),
    });
    const applied = applyOverrideParams('?remote.mfe_admin=/b.json&remote.mfe_client=', storage, policy);
    expect(applied.overrides).toEqual({ mfe_admin: '/b.json' });
    expect(applied.remainingSearch).toBe('');
  });

  it('removes the storage key when no override is left', () => {
    const storage = memoryStorage({ [overridesStorageKey]: JSON.stringify({ mfe_admin: '/a.json' }) });
    applyOverrideParams('?remote.mfe_admin=', storage, policy);
    expect(storage.data.has(overridesStorageKey)).toBe(false);
  });

  it('never stores a refused override, so a crafted link cannot persist', () => {
    const storage = memoryStorage();
    const applied = applyOverrideParams(
      '?remote.mfe_public=https://elsewhere.example/mf-manifest.json',
      storage,
      policy,
    );
    expect(applied.overrides).toEqual({});
    expect(applied.rejected).toHaveLength(1);
    expect(storage.data.has(overridesStorageKey)).toBe(false);
  });

  it('re-checks remembered overrides on every load and forgets the ones the policy now refuses', () => {
    const storage = memoryStorage({
      [overridesStorageKey]: JSON.stringify({
        mfe_public: 'https://elsewhere.example/mf-manifest.json',
        mfe_admin: '/remotes/mfe-admin/1.0.0/mf-manifest.json',
      }),
    });
    const applied = applyOverrideParams('', storage, policy);
    expect(applied.overrides).toEqual({ mfe_admin: '/remotes/mfe-admin/1.0.0/mf-manifest.json' });
    expect(applied.rejected).toEqual([
      'remembered mfe_public: https://elsewhere.example is not an allowed origin for overrides',
    ]);
    expect(JSON.parse(storage.data.get(overridesStorageKey) ?? '{}')).toEqual(applied.overrides);

    // An origin that was allowed when stored but no longer is gets refused the same way.
    const stricter = { ...policy, allowedOrigins: [] };
    const qa = memoryStorage({ [overridesStorageKey]: JSON.stringify({ mfe_admin: 'http://localhost:5000/m.json' }) });
    expect(applyOverrideParams('', qa, stricter).overrides).toEqual({});
    expect(qa.data.has(overridesStorageKey)).toBe(false);
  });
});

describe('readStoredOverrides', () => {
  it('ignores malformed storage instead of breaking the site', () => {
    expect(readStoredOverrides(memoryStorage({ [overridesStorageKey]: '{not json' }), policy).overrides).toEqual({});
    expect(readStoredOverrides(memoryStorage({ [overridesStorageKey]: '["/a.json"]' }), policy).overrides).toEqual({});
    expect(
      readStoredOverrides(
        memoryStorage({ [overridesStorageKey]: JSON.stringify({ mfe_admin: 42, mfe_public: '/p.json' }) }),
        policy,
      ).overrides,
    ).toEqual({ mfe_public: '/p.json' });
  });

  it('is emptied by clearStoredOverrides', () => {
    const storage = memoryStorage({ [overridesStorageKey]: JSON.stringify({ mfe_admin: '/a.json' }) });
    clearStoredOverrides(storage);
    expect(readStoredOverrides(storage, policy).overrides).toEqual({});
  });
});

describe('storeOverride', () => {
  it("sets one remote's override and keeps the others", () => {
    const storage = memoryStorage({ [overridesStorageKey]: JSON.stringify({ mfe_public: '/p.json' }) });
    storeOverride(storage, 'mfe_admin', '/remotes/mfe-admin/1.0.0/mf-manifest.json');
    expect(JSON.parse(storage.data.get(overridesStorageKey) ?? '{}')).toEqual({
      mfe_public: '/p.json',
      mfe_admin: '/remotes/mfe-admin/1.0.0/mf-manifest.json',
    });
    expect(readStoredOverrides(storage, policy).overrides.mfe_admin).toBe('/remotes/mfe-admin/1.0.0/mf-manifest.json');
  });

  it("forgets one remote's override with null, and the key once none is left", () => {
    const storage = memoryStorage({
      [overridesStorageKey]: JSON.stringify({ mfe_admin: '/a.json', mfe_public: '/p.json' }),
    });
    storeOverride(storage, 'mfe_admin', null);
    expect(JSON.parse(storage.data.get(overridesStorageKey) ?? '{}')).toEqual({ mfe_public: '/p.json' });
    storeOverride(storage, 'mfe_public', null);
    expect(storage.data.has(overridesStorageKey)).toBe(false);
  });

  it('starts from an empty map when the stored one is malformed', () => {
    const storage = memoryStorage({ [overridesStorageKey]: '{not json' });
    storeOverride(storage, 'mfe_client', '/c.json');
    expect(JSON.parse(storage.data.get(overridesStorageKey) ?? '{}')).toEqual({ mfe_client: '/c.json' });
  });
});

describe('overrideRefusal', () => {
  it('allows site paths, the site origin and listed origins only', () => {
    expect(overrideRefusal('/remotes/mfe-admin/2.0.0/mf-manifest.json', policy)).toBeNull();
    expect(overrideRefusal('https://oddslab.test/x/mf-manifest.json', policy)).toBeNull();
    expect(overrideRefusal('https://qa.example.test/mf-manifest.json', policy)).toBeNull();
    expect(overrideRefusal('https://qa.example.test:8443/mf-manifest.json', policy)).toMatch(/not an allowed origin/);
    expect(overrideRefusal('http://oddslab.test/mf-manifest.json', policy)).toMatch(/not an allowed origin/);
    expect(overrideRefusal('https://oddslab.test.evil.example/m.json', policy)).toMatch(/not an allowed origin/);
  });
});

describe('resolveManifests', () => {
  it('lets an override win over /remotes.json and keeps the other remotes', () => {
    expect(
      resolveManifests(
        { mfe_admin: '/remotes/mfe-admin/1.0.0/mf-manifest.json', mfe_public: '/p.json' },
        { mfe_admin: '/qa.json' },
      ),
    ).toEqual({ mfe_admin: '/qa.json', mfe_public: '/p.json' });
  });
});
