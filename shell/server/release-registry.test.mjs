import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import {
  chooseLive,
  discardStaging,
  incompatibilityOf,
  missingSingletonExports,
  parseReleaseInfo,
  parseRoutes,
  publishRelease,
  readLivePointer,
  registryReleases,
  writeLivePointer,
} from './release-registry.mjs';

let releasesDir;

beforeEach(() => {
  releasesDir = mkdtempSync(join(tmpdir(), 'oddslab-releases-'));
});
afterEach(() => rmSync(releasesDir, { recursive: true, force: true }));

/** What a shell built before singleton exports were recorded offers: only its shared version. */
const shellWith = (sharedVersion, singletonExports = null) => ({ sharedVersion, singletonExports });

/** A finished build of mfe-admin in `folder`, as webpack leaves it. */
function buildInto(folder, version, sharedRange = '^1.0.0', singletonExports = { 'react-router-dom': ['Link'] }) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify({ id: `mfe-admin-${version}` }));
  writeFileSync(
    join(folder, 'release.json'),
    JSON.stringify({
      remote: 'mfe_admin',
      dir: 'mfe-admin',
      version,
      commit: 'abc123',
      builtAt: '2026-11-25T10:00:00.000Z',
      sharedRange,
      singletons: { react: '19.3.1' },
      singletonExports,
    }),
  );
  return folder;
}

const staging = (name) => join(releasesDir, '.staging', name);

describe('publishRelease', () => {
  test('moves the build into <remote>/<version>/ and makes it live, remembering what was live before', () => {
    writeLivePointer(releasesDir, 'mfe-admin', '1.0.0');
    const { release, previous } = publishRelease({
      releasesDir,
      remoteDir: 'mfe-admin',
      stagingDir: buildInto(staging('a'), '1.0.1'),
      shell: shellWith('1.2.0'),
      existingVersions: ['1.0.0'],
    });
    assert.equal(release.version, '1.0.1');
    assert.equal(previous, '1.0.0');
    assert.equal(readLivePointer(releasesDir, 'mfe-admin'), '1.0.1');
    assert.ok(existsSync(join(releasesDir, 'mfe-admin', '1.0.1', 'mf-manifest.json')));
    assert.ok(!existsSync(staging('a')), 'nothing is left in staging');
  });

  test('a failed release leaves no staging folder behind', () => {
    const failed = buildInto(staging('f'), '1.0.1', '^9.0.0');
    assert.throws(() =>
      publishRelease({
        releasesDir,
        remoteDir: 'mfe-admin',
        stagingDir: failed,
        shell: shellWith('1.0.0'),
        existingVersions: [],
      }),
    );
    discardStaging(failed);
    assert.ok(!existsSync(join(releasesDir, '.staging')));
  });

  test('refuses a release that needs the next major of shared: nothing published, the live one stays', () => {
    writeLivePointer(releasesDir, 'mfe-admin', '1.0.0');
    assert.throws(
      () =>
        publishRelease({
          releasesDir,
          remoteDir: 'mfe-admin',
          stagingDir: buildInto(staging('b'), '1.1.0', '^2.0.0'),
          shell: shellWith('1.2.0'),
          existingVersions: ['1.0.0'],
        }),
      /mfe_admin 1\.1\.0 needs @oddslab\/shared \^2\.0\.0, but the shell provides 1\.2\.0/,
    );
    assert.equal(readLivePointer(releasesDir, 'mfe-admin'), '1.0.0');
    assert.ok(!existsSync(join(releasesDir, 'mfe-admin', '1.1.0')));
  });

  test('never replaces a published version, and refuses an incomplete build or another remote', () => {
    const base = { releasesDir, remoteDir: 'mfe-admin', shell: shellWith('1.0.0') };
    assert.throws(
      () => publishRelease({ ...base, stagingDir: buildInto(staging('c'), '1.0.0'), existingVersions: ['1.0.0'] }),
      /already published/,
    );
    const incomplete = staging('d');
    mkdirSync(incomplete, { recursive: true });
    assert.throws(() => publishRelease({ ...base, stagingDir: incomplete, existingVersions: [] }), /no complete build/);
    assert.throws(
      () =>
        publishRelease({
          ...base,
          remoteDir: 'mfe-client',
          stagingDir: buildInto(staging('e'), '1.0.1'),
          existingVersions: [],
        }),
      /is mfe-admin, not mfe-client/,
    );
    assert.equal(readLivePointer(releasesDir, 'mfe-admin'), null);
  });
});

describe('the live pointer', () => {
  test('is replaced whole: no temporary file is left beside it, and a damaged pointer reads as none', () => {
    writeLivePointer(releasesDir, 'mfe-admin', '1.0.0');
    writeLivePointer(releasesDir, 'mfe-admin', '1.0.1');
    assert.equal(readLivePointer(releasesDir, 'mfe-admin'), '1.0.1');
    assert.deepEqual(readdirSync(join(releasesDir, 'mfe-admin')), ['live.json']);
    writeFileSync(join(releasesDir, 'mfe-admin', 'live.json'), '{"version": "1.0');
    assert.equal(readLivePointer(releasesDir, 'mfe-admin'), null);
  });
});

describe('registryReleases', () => {
  test('lists complete releases newest first by semantic version, skipping damaged folders', () => {
    for (const version of ['1.0.9', '1.0.10', '0.9.0']) buildInto(join(releasesDir, 'mfe-admin', version), version);
    mkdirSync(join(releasesDir, 'mfe-admin', '2.0.0'));
    buildInto(join(releasesDir, 'mfe-admin', '3.0.0'), '3.0.1');
    assert.deepEqual(
      registryReleases(releasesDir, 'mfe-admin').map((release) => release.version),
      ['1.0.10', '1.0.9', '0.9.0'],
    );
    assert.deepEqual(registryReleases(releasesDir, 'mfe-client'), []);
  });
});

describe('singleton exports', () => {
  const provided = { 'react-router-dom': ['Link', 'useNavigate'], '@reduxjs/toolkit': ['createSlice'] };
  const release = (singletonExports) => ({
    remote: 'mfe_admin',
    version: '1.3.0',
    sharedRange: '^1.0.0',
    singletonExports,
  });

  test('a release runs when the shell provides every export it uses of the tree-shaken singletons', () => {
    const uses = { 'react-router-dom': ['useNavigate'], 'react-redux': ['useSelector'] };
    assert.equal(missingSingletonExports(uses, provided), null);
    assert.equal(incompatibilityOf(release(uses), shellWith('1.0.0', provided)), null);
  });

  test('a release that uses an export the shell left out is refused, naming it', () => {
    const uses = { 'react-router-dom': ['Link', 'useMatches'] };
    assert.deepEqual(missingSingletonExports(uses, provided), ["react-router-dom's useMatches"]);
    assert.equal(
      incompatibilityOf(release(uses), shellWith('1.0.0', provided)),
      "mfe_admin 1.3.0 uses react-router-dom's useMatches, which the shell does not provide",
    );
    const publish = () =>
      publishRelease({
        releasesDir,
        remoteDir: 'mfe-admin',
        stagingDir: buildInto(staging('s'), '1.3.0', '^1.0.0', uses),
        shell: shellWith('1.0.0', provided),
        existingVersions: [],
      });
    assert.throws(publish, /Refused: mfe_admin 1\.3\.0 uses react-router-dom's useMatches/);
  });

  test('a release that does not say what it uses runs only beside a shell that shares the singletons whole', () => {
    assert.equal(incompatibilityOf(release(null), shellWith('1.0.0')), null);
    assert.match(
      incompatibilityOf(release(null), shellWith('1.0.0', provided)),
      /uses all of react-router-dom, all of @reduxjs\/toolkit, which the shell does not provide/,
    );
  });
});

describe('chooseLive', () => {
  const release = (version, sharedRange = '^1.0.0') => ({
    remote: 'mfe_admin',
    version,
    sharedRange,
    singletonExports: null,
  });
  const releases = [release('1.2.0', '^2.0.0'), release('1.1.0'), release('1.0.0')];

  test('the pointer wins; without one the default does', () => {
    assert.equal(
      chooseLive({ releases, pointer: '1.0.0', defaultVersion: '1.1.0', shell: shellWith('1.5.0') }).live.version,
      '1.0.0',
    );
    assert.equal(
      chooseLive({ releases, pointer: null, defaultVersion: '1.1.0', shell: shellWith('1.5.0') }).live.version,
      '1.1.0',
    );
  });

  test('an incompatible or missing release gives way to the newest compatible one, with the reason', () => {
    const incompatible = chooseLive({ releases, pointer: '1.2.0', defaultVersion: '1.0.0', shell: shellWith('1.5.0') });
    assert.equal(incompatible.live.version, '1.1.0');
    assert.equal(
      incompatible.notice,
      'mfe_admin 1.2.0 needs @oddslab/shared ^2.0.0, but the shell provides 1.5.0: 1.1.0 is live instead.',
    );
    const missing = chooseLive({ releases, pointer: '1.9.0', defaultVersion: '1.0.0', shell: shellWith('1.5.0') });
    assert.equal(missing.live.version, '1.1.0');
    assert.match(missing.notice, /1\.9\.0 is not published/);
    const none = chooseLive({ releases, pointer: '1.1.0', defaultVersion: null, shell: shellWith('3.0.0') });
    assert.equal(none.live, null);
    assert.match(none.notice, /no compatible release is available/);
  });
});

describe('routes of a release', () => {
  const body = {
    remote: 'mfe_admin',
    dir: 'mfe-admin',
    version: '1.3.0',
    builtAt: '2026-11-25T10:00:00.000Z',
    sharedRange: '^1.0.0',
  };

  test("a remote's page list per exposed module is read from its release.json", () => {
    const routes = { Console: ['', 'packages', 'fixtures/:matchId'] };
    assert.deepEqual(parseReleaseInfo({ ...body, routes }).routes, routes);
  });

  test('a release without a list, or with a malformed one, has none (its pages cannot be told apart)', () => {
    assert.equal(parseReleaseInfo(body).routes, null);
    assert.equal(parseRoutes({ Console: 'packages' }), null);
    assert.equal(parseRoutes({ Console: ['packages', 7] }), null);
    assert.equal(parseRoutes(['packages']), null);
  });
});
