// Build step after webpack: the first paint of every public page as static HTML (dist/pages/*.html), and the route
// table the shell server reads (dist/pages.json: every page the site has, which remote module each route shows,
// for its preload hints and the remote's own pre-rendered page). The app replaces this markup when it starts
// (shell/src/bootstrap.tsx); see shell/src/first-paint.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const shellDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(shellDir, 'dist');
const { loadForNode } = createRequire(import.meta.url)('../../tooling/webpack/build-time-render.cjs');

const { renderFirstPaint, renderGuardedFirstPaint, publicPages, guardedAreas, shellPages } = await loadForNode({
  appDir: shellDir,
  source: "export * from './src/first-paint/render-first-paint';",
  name: 'first-paint',
});

/** `/` → home, `/news-article/:id` → news-article-id, `/client/*` → client. */
const fileNameOf = (path) =>
  path === '/' ? 'home' : path.slice(1).replace(/\/\*$/, '').replace(/[:/]+/g, '-').replace(/-$/, '');

const index = readFileSync(join(dist, 'index.html'), 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!index.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot} to fill`);
mkdirSync(join(dist, 'pages'), { recursive: true });

/** Writes a page template with `body` inside #root and `styleTags` in <head>; returns its name in dist/. */
function writeTemplate(path, { body, styleTags }) {
  const template = `pages/${fileNameOf(path)}.html`;
  const html = index.replace('</head>', `${styleTags}</head>`).replace(emptyRoot, `<div id="root">${body}</div>`);
  writeFileSync(join(dist, template), html);
  return template;
}

const routes = publicPages.map((page) => ({
  path: page.path,
  module: page.module,
  template: writeTemplate(page.path, renderFirstPaint(page)),
}));
// The signed-in areas: a slot for the live remote's frame (the same for every user).
const guardedFirstPaint = renderGuardedFirstPaint();
for (const area of guardedAreas) {
  routes.push({ path: area.path, module: area.module, template: writeTemplate(area.path, guardedFirstPaint) });
}
for (const path of Object.values(shellPages)) routes.push({ path, module: null, template: null });
writeFileSync(join(dist, 'pages.json'), `${JSON.stringify({ routes }, null, 2)}\n`);
console.log(`pre-rendered ${publicPages.length} public pages`);
