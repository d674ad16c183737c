import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  contentSecurityPolicy,
  createSecurityHeaders,
  remoteScriptOrigins,
  securityHeaders,
} from './security-headers.mjs';
import { APP_STARTER_HASH } from './site-pages.mjs';

/** A policy as `{ directive: sources[] }`. */
function parsePolicy(policy) {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  test('without remote origins: this site, Google sign-in, the app starter by its hash, and no other inline script or eval', () => {
    assert.match(APP_STARTER_HASH, /^'sha256-[A-Za-z0-9+/]{43}='$/);
    assert.equal(
      contentSecurityPolicy(),
      "default-src 'self'; " +
        `script-src 'self' https://accounts.google.com/gsi/client ${APP_STARTER_HASH}; ` +
        "connect-src 'self' https://accounts.google.com/gsi/; " +
        "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style; " +
        "img-src 'self' data: https:; " +
        "font-src 'self'; " +
        'frame-src https://accounts.google.com/gsi/; ' +
        "frame-ancestors 'none'; " +
        "base-uri 'self'; " +
        "object-src 'none'; " +
        "form-action 'self'",
    );
  });

  test('remote origins may run scripts and be fetched from, nothing more', () => {
    const policy = parsePolicy(
      contentSecurityPolicy({ scriptOrigins: ['https://cdn.example.test', 'http://127.0.0.1:4100'] }),
    );
    assert.deepEqual(policy['script-src'], [
      "'self'",
      'https://cdn.example.test',
      'http://127.0.0.1:4100',
      'https://accounts.google.com/gsi/client',
      APP_STARTER_HASH,
    ]);
    assert.deepEqual(policy['connect-src'], [
      "'self'",
      'https://cdn.example.test',
      'http://127.0.0.1:4100',
      'https://accounts.google.com/gsi/',
    ]);
    assert.deepEqual(policy['frame-src'], ['https://accounts.google.com/gsi/']);
    assert.deepEqual(policy['default-src'], ["'self'"]);
  });

  test('an origin that could change the policy is left out, and duplicates are listed once', () => {
    const policy = contentSecurityPolicy({
      scriptOrigins: [
        'https://cdn.example.test',
        'https://cdn.example.test',
        "https://a;script-src 'unsafe-inline'",
        'https://a,b.test',
        'https://*.test',
        'https://x.test/path',
        "'unsafe-eval'",
        'data:',
      ],
    });
    assert.deepEqual(parsePolicy(policy)['script-src'], [
      "'self'",
      'https://cdn.example.test',
      'https://accounts.google.com/gsi/client',
      APP_STARTER_HASH,
    ]);
    assert.doesNotMatch(policy, /unsafe-eval|a,b|\*|\/path/);
  });
});

describe('securityHeaders', () => {
  test('referrer, permissions and opener policies beside the CSP', () => {
    const headers = securityHeaders({ scriptOrigins: ['https://cdn.example.test'] });
    assert.equal(
      headers['Content-Security-Policy'],
      contentSecurityPolicy({ scriptOrigins: ['https://cdn.example.test'] }),
    );
    assert.equal(headers['Referrer-Policy'], 'strict-origin-when-cross-origin');
    assert.equal(headers['Cross-Origin-Opener-Policy'], 'same-origin-allow-popups');
    const features = headers['Permissions-Policy'].split(', ');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      assert.ok(features.includes(`${feature}=()`), feature);
    }
    // FedCM, which Google's sign-in uses in Chromium, stays allowed.
    assert.ok(!headers['Permissions-Policy'].includes('identity-credentials-get'));
  });
});

describe('remoteScriptOrigins', () => {
  test('override origins and the origins of manifests on other hosts; paths on this site add nothing', () => {
    assert.deepEqual(
      remoteScriptOrigins({
        overrideOrigins: ['https://qa.example.test'],
        locations: {
          mfe_public: '/remotes/mfe-public/1.0.0/mf-manifest.json',
          mfe_articles: 'https://cdn.example.test/mfe-articles/2.0.0/mf-manifest.json',
          mfe_client: 'https://cdn.example.test/mfe-client/2.0.0/mf-manifest.json',
          mfe_admin: 'HTTPS://Other.Example.TEST:8443/mf-manifest.json',
        },
      }),
      ['https://qa.example.test', 'https://cdn.example.test', 'https://other.example.test:8443'],
    );
  });

  test('no locations (an unusable REMOTES_JSON): the override origins only', () => {
    assert.deepEqual(remoteScriptOrigins({ overrideOrigins: ['https://qa.example.test'], locations: null }), [
      'https://qa.example.test',
    ]);
  });
});

describe('createSecurityHeaders', () => {
  const base = { mfe_public: '/remotes/mfe-public/1.0.0/mf-manifest.json' };
  const html = 'text/html; charset=utf-8';

  test('a page that brings the locations it was filled in with gets their policy, with no second lookup', () => {
    const headersFor = createSecurityHeaders({ locations: () => assert.fail('looked up again') });
    const page = { ...base, mfe_admin: 'https://cdn.example.test/mfe-admin/2.0.0/mf-manifest.json' };
    assert.match(
      headersFor('/admin', html, page)['Content-Security-Policy'],
      /script-src 'self' https:\/\/cdn\.example\.test /,
    );
  });

  test('pages follow the live locations on every response, so a remote moved to a CDN needs no restart', () => {
    let locations = base;
    let lookups = 0;
    const headersFor = createSecurityHeaders({
      locations: () => {
        lookups += 1;
        return locations;
      },
    });
    const before = headersFor('/', html);
    assert.doesNotMatch(before['Content-Security-Policy'], /cdn\.example\.test/);
    assert.equal(headersFor('/news-room', html), before, 'unchanged origins reuse the same headers');

    locations = { ...base, mfe_admin: 'https://cdn.example.test/mfe-admin/2.0.0/mf-manifest.json' };
    assert.match(
      headersFor('/admin', html)['Content-Security-Policy'],
      /script-src 'self' https:\/\/cdn\.example\.test /,
    );
    assert.equal(lookups, 3);
  });

  test('files get the policy with the override origins only, without looking the live remotes up', () => {
    const headersFor = createSecurityHeaders({
      overrideOrigins: ['https://qa.example.test'],
      locations: () => assert.fail('looked up for a file'),
    });
    for (const [url, type] of [
      ['/assets/main.js', 'application/javascript; charset=utf-8'],
      ['/remotes.json', 'application/json; charset=utf-8'],
      ['/missing', undefined],
    ]) {
      assert.equal(
        headersFor(url, type)['Content-Security-Policy'],
        contentSecurityPolicy({ scriptOrigins: ['https://qa.example.test'] }),
        url,
      );
    }
  });

  test('a failing location lookup still sends the policy, with the override origins', () => {
    const headersFor = createSecurityHeaders({
      overrideOrigins: ['https://qa.example.test'],
      locations: () => {
        throw new Error('REMOTES_JSON is half-written');
      },
    });
    assert.match(headersFor('/', html)['Content-Security-Policy'], /script-src 'self' https:\/\/qa\.example\.test /);
  });

  test('API responses are left to the API', () => {
    const headersFor = createSecurityHeaders({ locations: () => base });
    for (const url of ['/api', '/api/health', '/api?x=1']) assert.deepEqual(headersFor(url, html), {}, url);
    for (const url of ['/apiary', '/remotes/mfe-public/1.0.0/remoteEntry.js']) {
      assert.ok(headersFor(url, html)['Content-Security-Policy'], url);
    }
  });
});
