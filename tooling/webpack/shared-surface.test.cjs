const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { afterEach, beforeEach, describe, test } = require('node:test');
const { computeSurface, surfaceModuleSource, wholeModule } = require('./shared-surface.cjs');

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-surface-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name, source) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, source);
  return file;
}

/** Two libraries shaped like react-router-dom (re-exports a core and a DOM entry) and react-router. */
function routerLibraries() {
  return new Map([
    [
      'router-dom',
      write(
        'router-dom.mjs',
        'import { HydratedRouter, RouterProvider } from "router/dom";\nexport * from "router";\nexport { HydratedRouter, RouterProvider };\n',
      ),
    ],
    ['router', write('router.mjs', 'export { Link, Outlet, useNavigate, createRouter } from "./chunk.mjs";\n')],
    [
      'router/dom',
      write(
        'router-dom-entry.mjs',
        'import { createRouter } from "router";\nexport function RouterProvider() { return createRouter(); }\nexport function HydratedRouter() {}\n',
      ),
    ],
  ]);
}

const routerExports = {
  router: new Set(['Link', 'Outlet', 'useNavigate', 'createRouter', 'RouterProvider']),
  'router/dom': new Set(['RouterProvider', 'HydratedRouter']),
  'router-dom': new Set(['Link', 'Outlet', 'useNavigate', 'createRouter', 'RouterProvider', 'HydratedRouter']),
};

describe('computeSurface', () => {
  test("takes the names the workspace's code imports, not its type-only imports", () => {
    const sourceFiles = [
      write(
        'page.tsx',
        "import { Link, type To } from 'router-dom';\nimport type { Location } from 'router-dom';\nexport const a = Link;\n",
      ),
      write(
        'layout.tsx',
        "import { Outlet as Slot } from 'router-dom';\nexport { useNavigate } from 'router-dom';\nexport const b = Slot;\n",
      ),
    ];
    const { surface } = computeSurface({
      sourceFiles,
      entries: routerLibraries(),
      exportsOf: (key) => routerExports[key],
    });
    assert.deepEqual([...surface.get('router-dom')].sort(), ['Link', 'Outlet', 'useNavigate']);
  });

  test('passes what is used through a library to the library it re-exports, minus what it exports itself', () => {
    const sourceFiles = [
      write(
        'app.tsx',
        "import { Link, RouterProvider } from 'router-dom';\nexport const c = [Link, RouterProvider];\n",
      ),
    ];
    const { surface } = computeSurface({
      sourceFiles,
      entries: routerLibraries(),
      exportsOf: (key) => routerExports[key],
    });
    // RouterProvider comes from router/dom, which itself uses createRouter of router; HydratedRouter is only passed on.
    assert.deepEqual([...surface.get('router')].sort(), ['Link', 'createRouter']);
    assert.deepEqual([...surface.get('router/dom')], ['RouterProvider']);
  });

  test('a surface module takes each name from where the library gets it', () => {
    const sourceFiles = [
      write(
        'app.tsx',
        "import { Link, RouterProvider } from 'router-dom';\nexport const e = [Link, RouterProvider];\n",
      ),
    ];
    const exportsOf = (key) => routerExports[key];
    const { surface, libraries } = computeSurface({ sourceFiles, entries: routerLibraries(), exportsOf });
    const routerDom = surfaceModuleSource(libraries.get('router-dom'), surface.get('router-dom'), exportsOf);
    assert.match(routerDom, /^export \{ Link \} from "router";$/m);
    assert.match(routerDom, /^export \{ RouterProvider \} from "router\/dom";$/m);
    const router = surfaceModuleSource(libraries.get('router'), surface.get('router'), exportsOf);
    assert.match(
      router,
      new RegExp(`^export \\{ Link, createRouter \\} from "${path.join(dir, 'router.mjs')}";$`, 'm'),
    );
  });

  test('a library nothing uses is provided empty, not whole', () => {
    const sourceFiles = [write('app.tsx', "import { Link } from 'router-dom';\nexport const f = Link;\n")];
    const exportsOf = (key) => routerExports[key];
    const { surface, libraries } = computeSurface({ sourceFiles, entries: routerLibraries(), exportsOf });
    assert.deepEqual([...surface.get('router/dom')], []);
    const routerDomEntry = surfaceModuleSource(libraries.get('router/dom'), surface.get('router/dom'), exportsOf);
    assert.doesNotMatch(routerDomEntry, /export \*/);
    assert.match(routerDomEntry, /^export \{\};$/m);
  });

  test('a namespace import, a dynamic import() or an unknown star re-export takes the whole module', () => {
    const sourceFiles = [
      write('a.tsx', "import * as Router from 'router-dom';\nexport const d = Router;\n"),
      write('b.tsx', "export const load = () => import('router/dom');\n"),
    ];
    const { surface } = computeSurface({
      sourceFiles,
      entries: routerLibraries(),
      exportsOf: (key) => routerExports[key],
    });
    assert.equal(surface.get('router-dom'), wholeModule);
    assert.equal(surface.get('router'), wholeModule, 'router-dom passes everything on');
    assert.equal(surface.get('router/dom'), wholeModule);
  });
});
