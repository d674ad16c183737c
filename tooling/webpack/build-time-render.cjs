// Pages rendered to HTML at build time run in Node: their code (TypeScript, the packages' ES module builds) is
// bundled for Node with esbuild and loaded. Used by the shell's first paint (shell/scripts/prerender.mjs) and by each
// remote's pre-rendered pages (PrerenderPlugin).
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

/**
 * Bundles `source` (module text resolved from `appDir`) for Node and returns its exports.
 * @param {{ appDir: string, source: string, name: string }} options name: the bundle's file name in the app's cache
 */
async function loadForNode({ appDir, source, name }) {
  const outfile = path.join(appDir, 'node_modules', '.cache', 'build-time-render', `${name}.cjs`);
  await bundleForNode({ appDir, source, name, outfile });
  delete require.cache[outfile];
  return require(outfile);
}

/** Bundles `source` (module text resolved from `appDir`) for Node into `outfile`, one CommonJS file. */
async function bundleForNode({ appDir, source, name, outfile }) {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const { build } = appRequire('esbuild');
  await build({
    absWorkingDir: appDir,
    stdin: { contents: source, resolveDir: appDir, loader: 'tsx', sourcefile: `${name}.tsx` },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    // The packages' ES module builds: styled-components' Node build is CommonJS with a default export esbuild would
    // not unwrap.
    mainFields: ['module', 'main'],
    // Code that differs in Node picks its Node version by this condition (shared's `#article-html-runtime`).
    conditions: ['server-render'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
}

/**
 * Renders some of a remote's exposed pages at build time into `prerender.json` beside its manifest: per exposed name,
 * the page's markup and styles as the browser's first render draws them (data still loading). The shell server puts
 * the live release's markup into the first paint of the page's route, so the page's own text is on screen before
 * any script runs; a release brings its own.
 */
class PrerenderPlugin {
  /**
   * @param {{ dirname: string, exposes: Record<string, string>, pages: string[], requestRender?: string }} options
   *   pages: exposed names; requestRender: a module exporting `pages`, by exposed name, that the shell server renders
   *   with their data when requested (RequestRenderedPage in @oddslab/shared/prerender), bundled for Node into
   *   request-render.cjs beside the manifest, so a release brings its own; frames: per exposed name of an area
   *   that draws several pages below its mount (the signed-in portal), a module exporting `firstPaints`, by page
   *   below the mount ('' the index, `*` every other page), each drawing what every visitor sees first there
   *   (written as `<name>` for `*` and `<name>/<page>` for the others)
   */
  constructor({ dirname, exposes, pages, requestRender, frames = {} }) {
    this.dirname = dirname;
    this.exposes = exposes;
    this.pages = pages;
    this.requestRender = requestRender;
    this.frames = frames;
  }

  /** The request-time renderer as one CommonJS file's text. */
  async requestRenderBundle() {
    const entry = path.resolve(this.dirname, this.requestRender);
    const outfile = path.join(this.dirname, 'node_modules', '.cache', 'build-time-render', 'request-render.cjs');
    await bundleForNode({
      appDir: this.dirname,
      source: `export { pages } from ${JSON.stringify(entry)};`,
      name: 'request-render',
      outfile,
    });
    return fs.readFileSync(outfile);
  }

  source() {
    const imports = this.pages.map((name, index) => {
      const file = this.exposes[name];
      if (!file) throw new Error(`PrerenderPlugin: ${name} is not exposed`);
      return `import Page${index} from ${JSON.stringify(path.resolve(this.dirname, file))};`;
    });
    const renders = this.pages.map(
      (name, index) =>
        `  ${JSON.stringify(name.replace(/^\.\//, ''))}: () => renderPage(createElement(Page${index}), { withGlobalStyle: false }),`,
    );
    const frames = Object.entries(this.frames).map(([name, file], index) => {
      if (!this.exposes[name]) throw new Error(`PrerenderPlugin: ${name} is not exposed`);
      return { name: name.replace(/^\.\//, ''), index, file: path.resolve(this.dirname, file) };
    });
    const frameImports = frames.map(
      ({ index, file }) => `import { firstPaints as frames${index} } from ${JSON.stringify(file)};`,
    );
    const frameRenders = frames.map(
      ({ name, index }) =>
        `  ...Object.fromEntries(Object.entries(frames${index}).map(([page, draw]) => [page === '*' ? ${JSON.stringify(name)} : \`${name}/\${page}\`, () => renderPage(draw(), { withGlobalStyle: false })])),`,
    );
    return [
      "import { createElement } from 'react';",
      "import { renderPage } from '@oddslab/shared/prerender';",
      ...imports,
      ...frameImports,
      'export const pages = {',
      ...renders,
      ...frameRenders,
      '};',
    ].join('\n');
  }

  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrerenderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const rendered = {};
          try {
            const { pages } = await loadForNode({ appDir: this.dirname, source: this.source(), name: 'prerender' });
            for (const [name, render] of Object.entries(pages)) {
              const { html, styleTags } = render();
              rendered[name] = { html, styles: styleTags };
            }
          } catch (error) {
            compilation.errors.push(new WebpackError(`Pre-rendering the pages failed: ${error.stack ?? error}`));
            return;
          }
          compilation.emitAsset('prerender.json', new sources.RawSource(JSON.stringify(rendered)));
          if (!this.requestRender) return;
          try {
            compilation.emitAsset('request-render.cjs', new sources.RawSource(await this.requestRenderBundle()));
          } catch (error) {
            compilation.errors.push(
              new WebpackError(`Bundling the request-time renderer failed: ${error.stack ?? error}`),
            );
          }
        },
      );
    });
  }
}

module.exports = { PrerenderPlugin, loadForNode };
