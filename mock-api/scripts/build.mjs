// Bundles the API into dist/main.js and the job worker into dist/worker.js (plus dist/backtest-worker.js and dist/lifecycle-worker.js, the threads that run backtests and the clock's lifecycle steps off the event loop): workspace code (including @oddslab/shared) is inlined, npm packages stay external.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@oddslab/'));

const started = Date.now();
await build({
  absWorkingDir: apiRoot,
  entryPoints: ['src/main.ts', 'src/worker.ts', 'src/jobs/backtest-worker.ts', 'src/jobs/lifecycle-worker.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Every npm package (and its subpaths, e.g. kysely/migration) is loaded from node_modules at run time.
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(
  `built dist/main.js, dist/worker.js, dist/backtest-worker.js and dist/lifecycle-worker.js in ${Date.now() - started} ms`,
);
