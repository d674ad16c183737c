import { httpOrigin, parseSiteConfig, readSiteConfig, siteConfigElementId } from './site-config';

describe('parseSiteConfig', () => {
  test('reads the shared version the shell provides and the release notices, dropping anything but text', () => {
    const config = parseSiteConfig(
      JSON.stringify({
        remoteOverrideOrigins: [],
        sharedVersion: '1.4.0',
        remoteNotices: ['mfe_admin 1.2.0 needs …', 7],
      }),
    );
    expect(config.sharedVersion).toBe('1.4.0');
    expect(config.remoteNotices).toEqual(['mfe_admin 1.2.0 needs …']);
  });

  it('reads the allowed override origins, normalised', () => {
    expect(
      parseSiteConfig(JSON.stringify({ remoteOverrideOrigins: ['https://QA.example.test', 'http://cdn.test:8080/'] })),
    ).toEqual({
      remoteOverrideOrigins: ['https://qa.example.test', 'http://cdn.test:8080'],
      remotes: null,
      sharedVersion: null,
      remoteNotices: [],
      qaPanel: false,
      prerenderedPage: false,
      pageQueries: [],
    });
  });

  it("says whether the page came with its own content, so the app keeps it until the page's script has loaded", () => {
    expect(parseSiteConfig(JSON.stringify({ remoteOverrideOrigins: [], prerenderedPage: true })).prerenderedPage).toBe(
      true,
    );
    expect(parseSiteConfig(JSON.stringify({ remoteOverrideOrigins: [], prerenderedPage: 'yes' })).prerenderedPage).toBe(
      false,
    );
  });

  it('reads the API answers the server rendered the page with, dropping entries without an endpoint or answer', () => {
    const answer = { endpointName: 'getNewsroomPage', arg: { page: 0 }, value: { content: [], totalPages: 0 } };
    const pageQueries = [answer, { endpointName: 7, value: 1 }, { endpointName: 'getGossipPage' }, null];
    expect(parseSiteConfig(JSON.stringify({ remoteOverrideOrigins: [], pageQueries })).pageQueries).toEqual([answer]);
    expect(parseSiteConfig(JSON.stringify({ remoteOverrideOrigins: [], pageQueries: 'x' })).pageQueries).toEqual([]);
  });

  it('reads the live remote locations, so the first render needs no /remotes.json', () => {
    const remotes = { mfe_public: '/remotes/mfe-public/1.0.0/mf-manifest.json' };
    expect(parseSiteConfig(JSON.stringify({ remoteOverrideOrigins: [], remotes })).remotes).toEqual(remotes);
  });

  it('leaves unusable remote locations to /remotes.json, which reports the problem', () => {
    for (const remotes of [['/a.json'], { mfe_admin: 'ftp://x/m.json' }, 'x']) {
      expect(parseSiteConfig(JSON.stringify({ remoteOverrideOrigins: [], remotes })).remotes).toBeNull();
    }
  });

  it('opens the Versions page to everyone only when qaPanel is literally true', () => {
    expect(parseSiteConfig(JSON.stringify({ remoteOverrideOrigins: [], qaPanel: true })).qaPanel).toBe(true);
    for (const qaPanel of [undefined, false, 'true', 1]) {
      expect(parseSiteConfig(JSON.stringify({ remoteOverrideOrigins: [], qaPanel })).qaPanel).toBe(false);
    }
  });

  it('falls back to the strictest settings when the block is missing or malformed', () => {
    for (const text of [null, '', '{oops', '[]', '{"remoteOverrideOrigins":"https://a.test"}']) {
      expect(parseSiteConfig(text)).toEqual({
        remoteOverrideOrigins: [],
        remotes: null,
        sharedVersion: null,
        remoteNotices: [],
        qaPanel: false,
        prerenderedPage: false,
        pageQueries: [],
      });
    }
  });

  it('drops entries that are not http(s) origins', () => {
    expect(
      parseSiteConfig(JSON.stringify({ remoteOverrideOrigins: ['javascript:alert(1)', 42, 'https://ok.test'] })),
    ).toEqual({
      remoteOverrideOrigins: ['https://ok.test'],
      remotes: null,
      sharedVersion: null,
      remoteNotices: [],
      qaPanel: false,
      prerenderedPage: false,
      pageQueries: [],
    });
  });
});

describe('readSiteConfig', () => {
  afterEach(() => {
    document.getElementById(siteConfigElementId)?.remove();
  });

  it('reads the JSON data block the server writes into the page', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = siteConfigElementId;
    block.textContent = JSON.stringify({ remoteOverrideOrigins: ['https://qa.example.test'] });
    document.head.append(block);
    expect(readSiteConfig().remoteOverrideOrigins).toEqual(['https://qa.example.test']);
  });
});

describe('httpOrigin', () => {
  it('accepts only http(s) URLs', () => {
    expect(httpOrigin('https://a.test/x/y.json?z=1')).toBe('https://a.test');
    expect(httpOrigin('data:text/javascript,alert(1)')).toBeNull();
    expect(httpOrigin('/relative')).toBeNull();
  });
});
