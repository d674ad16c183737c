// Webpack config factories for the Module Federation host (shell) and the four remotes.
// Each app's webpack.config.cjs calls one factory; webpack passes the --mode argument to the returned function.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { execFileSync } = require('node:child_process');
const { createRequire } = require('node:module');
const { remotes, shellDevPort, apiDevPort } = require('./remotes.cjs');
const { SharedSurfacePlugin } = require('./shared-surface.cjs');
const { PrerenderPlugin } = require('./build-time-render.cjs');

const repoRoot = path.resolve(__dirname, '..', '..');
const sharedPackageDir = path.join(repoRoot, 'shared');
const sharedPackageName = readJson(path.join(sharedPackageDir, 'package.json')).name;

// Packages that must exist once in the browser, with the subpaths the apps import. A subpath is its own share
// key for webpack, so each one is listed; otherwise every container would bundle its own copy of it.
const singletonPackages = {
  react: ['', '/jsx-runtime', '/jsx-dev-runtime'],
  'react-dom': ['', '/client'],
  'react-router': ['', '/dom'],
  'react-router-dom': [''],
  'react-redux': [''],
  '@reduxjs/toolkit': ['', '/query', '/query/react'],
  'styled-components': [''],
  'react-toastify': [''],
};

// Test helpers and build-time rendering (react-dom/server) are never part of a page.
const sharedFoldersNotShipped = new Set(['testing', 'prerender']);

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

// pnpm writes `catalog:` / `workspace:*` into package.json, which is not semver: versions come from what is installed.
function installedVersion(appDir, packageName) {
  const linked = path.join(appDir, 'node_modules', packageName, 'package.json');
  if (fs.existsSync(linked)) return readJson(linked).version;
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  let dir = path.dirname(appRequire.resolve(packageName));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && readJson(manifest).name === packageName) return readJson(manifest).version;
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the installed version of ${packageName} from ${appDir}`);
}

function singleton(version) {
  return { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false };
}

// The workspace `shared` package is shared by its root and by each public subpath (`@oddslab/shared/ui`, …).
// Each entry's `import` is the absolute path of the subpath's index file: webpack then provides it from every
// build even when that build never imports it. With a bare package request it would only provide what the host
// itself imports, and a remote using another subpath would run its own copy (a second API slice, for one).
function sharedWorkspaceEntries() {
  const { name, version } = readJson(path.join(sharedPackageDir, 'package.json'));
  const srcDir = path.join(sharedPackageDir, 'src');
  const entries = {};
  const addEntry = (shareKey, dir) => {
    const index = ['index.ts', 'index.tsx'].map((file) => path.join(dir, file)).find((file) => fs.existsSync(file));
    if (index) entries[shareKey] = { ...singleton(version), import: index };
  };
  addEntry(name, srcDir);
  if (!fs.existsSync(srcDir)) return entries;
  for (const entry of fs.readdirSync(srcDir, { withFileTypes: true })) {
    if (entry.isDirectory() && !sharedFoldersNotShipped.has(entry.name)) {
      addEntry(`${name}/${entry.name}`, path.join(srcDir, entry.name));
    }
  }
  return entries;
}

function sharedModules(appDir) {
  const entries = {};
  for (const [packageName, subpaths] of Object.entries(singletonPackages)) {
    const version = installedVersion(appDir, packageName);
    for (const subpath of subpaths) entries[`${packageName}${subpath}`] = singleton(version);
  }
  return { ...entries, ...sharedWorkspaceEntries() };
}

function swcOptions(isDevelopment) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2020',
      // The flag follows webpack's --mode: NODE_ENV is not set while the config is evaluated.
      transform: { react: { runtime: 'automatic', development: isDevelopment } },
    },
  };
}

// Brotli and gzip copies of every text asset, made once at build time at the strongest settings, so the server only
// picks a file (shell/server/serve.mjs). HTML is left out: the server fills each page in per deployment and
// compresses it once per content.
function precompressionPlugins(appRequire) {
  const CompressionPlugin = appRequire('compression-webpack-plugin');
  const textAssets = { test: /\.(js|css|json|svg)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...textAssets,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...textAssets,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

/**
 * Writes chunk-plan.json, which the shell server turns into preload hints (shell/server/site-pages.mjs): for the
 * shell, the scripts it runs before its first render besides main.js (the chunks behind `import('./bootstrap')` in
 * src/index.ts and, for each shared module that code consumes, transitively, the chunks of the copy the shell
 * provides) and the chunks of every shared module it provides; for a remote, the shared modules each exposed module
 * consumes, which the shell provides. Lazy imports are not followed.
 */
class ChunkPlanPlugin {
  /** @param {'host' | 'remote'} role */
  constructor(role) {
    this.role = role;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkPlanPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkPlanPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const plan = this.role === 'host' ? planHostChunks(compilation) : planExposedPages(compilation);
          compilation.emitAsset('chunk-plan.json', new sources.RawSource(JSON.stringify(plan)));
        },
      );
    });
  }
}

/** The share keys of the shared modules consumed by the code in `group`. */
function sharedKeysIn(chunkGraph, group) {
  return group.chunks.flatMap((chunk) =>
    [...chunkGraph.getChunkModulesIterable(chunk)]
      .filter((module) => module.type === 'consume-shared-module')
      .map((module) => module.options.shareKey),
  );
}

/**
 * The chunk groups the host runs before its first render: the groups behind the entry's `import('./bootstrap')` and,
 * for each shared module their code consumes, transitively, the groups of the copy the host provides. Lazy imports
 * are not followed.
 */
function hostStartupGroups(compilation, chunkGraph = compilation.chunkGraph) {
  const providers = providedModules(compilation);
  const groups = new Set();
  const visitedKeys = new Set();
  const visit = (group) => {
    if (!group || groups.has(group)) return;
    groups.add(group);
    for (const key of sharedKeysIn(chunkGraph, group)) {
      if (visitedKeys.has(key)) continue;
      visitedKeys.add(key);
      for (const provided of blockGroups(chunkGraph, providers.get(key))) visit(provided);
    }
  };
  const entryChunk = compilation.entrypoints.get('main').getEntrypointChunk();
  for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk)) {
    for (const group of blockGroups(chunkGraph, module)) visit(group);
  }
  return groups;
}

/** The host's provided shared modules by share key. */
function providedModules(compilation) {
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') providers.set(module._name, module);
  }
  return providers;
}

/** The chunk groups of a module's async blocks (a provided module's copy, `import()` calls). */
function blockGroups(chunkGraph, module) {
  return (module?.blocks ?? []).map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
}

/** Script files of the chunks of `groups`. */
function scriptFiles(groups) {
  const files = new Set();
  for (const group of groups) {
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files];
}

function planHostChunks(compilation) {
  const { chunkGraph } = compilation;
  const providers = providedModules(compilation);
  /** The groups of `groups` plus those of the provided copies of every shared module they consume, transitively. */
  const withProvided = (groups) => {
    const all = new Set();
    const visit = (group) => {
      if (all.has(group)) return;
      all.add(group);
      for (const key of sharedKeysIn(chunkGraph, group)) {
        for (const provided of blockGroups(chunkGraph, providers.get(key))) visit(provided);
      }
    };
    for (const group of groups) visit(group);
    return all;
  };
  // main.js is in the page already (StartupChunkPlugin moves most of the start-up code into it).
  const entryFiles = new Set(compilation.entrypoints.get('main').getEntrypointChunk().files);
  const besidesEntry = (groups) => scriptFiles(groups).filter((file) => !entryFiles.has(file));
  return {
    startup: besidesEntry(hostStartupGroups(compilation)),
    provides: Object.fromEntries(
      [...providers].map(([key, module]) => [key, besidesEntry(withProvided(blockGroups(chunkGraph, module)))]),
    ),
  };
}

/**
 * The host's split: everything it runs before its first render goes into its entry script, main.js (the federation
 * runtime, the shared libraries it provides, the app's start-up code), instead of a chunk per shared module plus the
 * chunks webpack splits off between them: a page fetched 20-odd scripts, each with its own round of headers, some
 * modules twice, and only after main.js had run. The workspace's small shared modules a page may use (formatters,
 * the API's endpoint index) ride along; lazy code (other pages, the charts, the article sanitiser, the API contract's
 * schemas) keeps its own chunks. `splitChunks()` is the optimization setting; the plugin hands it the compilation.
 *
 * Not a separate start-up chunk: a provided module's consumers would then wait for the very chunk being loaded
 * (the shared libraries consume each other), which never settles. Modules moved into the entry script are there
 * before anything consumes them.
 */
class StartupChunkPlugin {
  /**
   * Own code (bytes, before minification) under which a provided workspace module joins the entry script: the API's
   * endpoint index (about 40 KB, used by nearly every page) does; the contract's schemas (with TypeBox, 400 KB) and
   * the article sanitiser (with DOMPurify, 90 KB) do not.
   */
  static smallSharedModuleSize = 64 * 1024;

  constructor() {
    this.compilation = null;
    this.startupModules = null;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupChunkPlugin', (compilation) => {
      this.compilation = compilation;
      this.startupModules = null;
    });
  }

  /** Modules of the start-up groups, plus those of small provided modules of the workspace's shared package. */
  collectStartupModules(chunkGraph) {
    const modules = new Set();
    const addGroups = (groups) => {
      for (const group of groups) {
        for (const chunk of group.chunks)
          for (const module of chunkGraph.getChunkModulesIterable(chunk)) modules.add(module);
      }
    };
    addGroups(hostStartupGroups(this.compilation, chunkGraph));
    for (const [key, provider] of providedModules(this.compilation)) {
      if (key !== sharedPackageName && !key.startsWith(`${sharedPackageName}/`)) continue;
      const own = new Set();
      for (const group of blockGroups(chunkGraph, provider)) {
        for (const chunk of group.chunks) {
          for (const module of chunkGraph.getChunkModulesIterable(chunk)) if (!modules.has(module)) own.add(module);
        }
      }
      const size = [...own].reduce((total, module) => total + module.size(), 0);
      if (size < StartupChunkPlugin.smallSharedModuleSize) for (const module of own) modules.add(module);
    }
    return modules;
  }

  splitChunks() {
    return {
      cacheGroups: {
        startup: {
          // The entry chunk's name: webpack moves the selected modules into it (it is a parent of every async chunk).
          name: 'main',
          chunks: 'async',
          enforce: true,
          priority: 100,
          test: (module, { chunkGraph }) => {
            this.startupModules ??= this.collectStartupModules(chunkGraph);
            return this.startupModules.has(module);
          },
        },
      },
    };
  }
}

function planExposedPages(compilation) {
  const { chunkGraph } = compilation;
  const exposes = {};
  for (const module of compilation.modules) {
    for (const block of module.blocks ?? []) {
      const exposedName = block.dependencies?.[0]?.exposedName;
      const group = exposedName && chunkGraph.getBlockChunkGroup(block);
      if (group) exposes[exposedName.replace(/^\.\//, '')] = [...new Set(sharedKeysIn(chunkGraph, group))];
    }
  }
  return { exposes };
}

/** The version this build is published as: the one `npm run release` names, else the package's. */
function buildVersion(dirname) {
  return process.env.ODDSLAB_RELEASE_VERSION || readJson(path.join(dirname, 'package.json')).version;
}

/** The commit being built, or null outside a git checkout (a source tarball still builds). */
function currentCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    return null;
  }
}

/**
 * Writes release.json: what this build is, read by the release registry (shell/server/release-registry.mjs), the
 * compatibility gate and the Versions panel. The version is the package's unless `npm run release` names one
 * (ODDSLAB_RELEASE_VERSION), so the same sources can be published as successive releases.
 */
class ReleaseInfoPlugin {
  /**
   * @param {{ role: 'host' | 'remote', name: string, dirname: string, surface: SharedSurfacePlugin | null,
   *   routes?: Record<string, string[]> }} options
   *   surface: in a production build, what the host provides of the tree-shaken singletons / what a remote uses
   *   routes: a remote's pages per exposed module that draws several (see createRemoteConfig)
   */
  constructor({ role, name, dirname, surface, routes = {} }) {
    this.role = role;
    this.routes = routes;
    this.name = name;
    this.dirname = dirname;
    this.surface = surface;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const sharedVersion = readJson(path.join(sharedPackageDir, 'package.json')).version;
          const singletons = Object.fromEntries(
            Object.keys(singletonPackages).map((packageName) => [
              packageName,
              installedVersion(this.dirname, packageName),
            ]),
          );
          const build = {
            version: buildVersion(this.dirname),
            commit: currentCommit(),
            builtAt: new Date().toISOString(),
            singletons,
          };
          const info =
            this.role === 'host'
              ? { name: this.name, ...build, sharedVersion }
              : {
                  remote: this.name,
                  dir: path.basename(this.dirname),
                  ...build,
                  sharedRange: `^${sharedVersion}`,
                  ...(Object.keys(this.routes).length > 0 ? { routes: this.routes } : {}),
                };
          if (this.surface) {
            info.singletonExports = this.role === 'host' ? this.surface.provided : this.surface.used;
          }
          compilation.emitAsset('release.json', new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
        },
      );
    });
  }
}

function appRequireFor(dirname) {
  return createRequire(path.join(dirname, 'package.json'));
}

/** The package folder (symlinks resolved, as webpack sees module files) of an installed package. */
function packageDir(dirname, packageName) {
  let dir = path.dirname(fs.realpathSync(appRequireFor(dirname).resolve(packageName)));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && readJson(manifest).name === packageName) return `${dir}${path.sep}`;
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the folder of ${packageName} from ${dirname}`);
}

/**
 * The tree shaking of shared singletons for a production build of the app in `dirname`. What a remote uses counts
 * only from its own code: the shared package and the libraries' fallback copies run from the shell at run time.
 */
function sharedSurfaceFor(dirname, mode) {
  if (mode !== 'production') return null;
  return new SharedSurfacePlugin({
    appDir: dirname,
    workspaceDirs: [
      path.join(repoRoot, 'shell'),
      sharedPackageDir,
      ...remotes.map((remote) => path.join(repoRoot, remote.dir)),
    ],
    ignoredUseDirs: [
      `${sharedPackageDir}${path.sep}`,
      `${path.join(dirname, '.cache')}${path.sep}`,
      ...Object.keys(singletonPackages).map((packageName) => packageDir(dirname, packageName)),
    ],
  });
}

function baseConfig({
  dirname,
  mode,
  uniqueName,
  publicPath,
  federation,
  html,
  devServer,
  outputPath,
  cacheName,
  extraPlugins = [],
}) {
  // `html: null` builds no page: a production remote is only its container (remoteEntry.js + chunks).
  // `federation: null` is the single-bundle comparison build (see createSingleBundleConfig).
  const isDevelopment = mode === 'development';
  const appRequire = appRequireFor(dirname);
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
  const MinimizerPlugin = appRequire('minimizer-webpack-plugin');
  const chunkName = isDevelopment ? '[id]' : '[id].[contenthash:12]';

  return {
    mode,
    context: dirname,
    entry: html ? { main: './src/index.ts' } : {},
    target: 'web',
    devtool: isDevelopment ? 'eval-cheap-module-source-map' : false,
    output: {
      path: outputPath ?? path.join(dirname, 'dist'),
      publicPath,
      uniqueName,
      // A remote's entry keeps a stable name: the federation runtime resolves its output folder from this template
      // before hashes exist. It is small and served with revalidation; other chunks are hashed and immutable (the
      // host's entry too, see createHostConfig).
      filename: 'assets/[name].js',
      chunkFilename: `assets/${chunkName}.js`,
      assetModuleFilename: `assets/${isDevelopment ? '[name]' : '[name].[contenthash:12]'}[ext]`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
    },
    module: {
      rules: [
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: appRequire.resolve('swc-loader'), options: swcOptions(isDevelopment) },
        },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset' },
        { test: /\.css$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      // An app can show which release it is (the admin console's footer does).
      new (appRequire('webpack').DefinePlugin)({
        'process.env.ODDSLAB_BUILD_VERSION': JSON.stringify(buildVersion(dirname)),
      }),
      ...(federation ? [new ModuleFederationPlugin(federation)] : []),
      ...(html ? [new HtmlWebpackPlugin(html)] : []),
      ...extraPlugins,
      ...(isDevelopment ? [] : precompressionPlugins(appRequire)),
    ],
    optimization: {
      // Named ids (the development default) collide for a shared module's provided and fallback chunks.
      chunkIds: 'deterministic',
      minimize: !isDevelopment,
      // swc, not esbuild: esbuild's minifier removes unused code only at a file's top level, and webpack wraps each
      // module in a function, so what tree shaking had found unused stayed in the bundle (the single-bundle build of
      // Home was 21 % larger); swc removes it as terser does, in about a third of terser's time.
      minimizer: [
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } }),
      ],
    },
    performance: { hints: false },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(dirname, 'node_modules', '.cache', cacheName ?? `webpack-${mode}`),
      buildDependencies: {
        config: [
          __filename,
          path.join(__dirname, 'remotes.cjs'),
          path.join(__dirname, 'shared-surface.cjs'),
          path.join(__dirname, 'build-time-render.cjs'),
          path.join(dirname, 'webpack.config.cjs'),
        ],
      },
    },
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
    devServer: {
      hot: true,
      historyApiFallback: true,
      allowedHosts: 'all',
      client: { overlay: { errors: true, warnings: false } },
      ...devServer,
    },
  };
}

/**
 * What the host and the remotes share. In a production build the tree-shaken singletons are provided through their
 * surface modules (see shared-surface.cjs), written by `surface` before each compilation.
 */
function federationCommon(dirname, surface) {
  const shared = sharedModules(dirname);
  if (surface) {
    for (const [key, surfaceModule] of Object.entries(surface.sharedImports())) shared[key].import = surfaceModule;
  }
  return {
    shared,
    // A remote that is down must not block the others: use what is already loaded instead of fetching every
    // remote's manifest to compare versions before the first render.
    shareStrategy: 'loaded-first',
    // Remote module types are declared in types/remotes.d.ts; the dts plugin would fetch types at build time.
    dts: false,
    // `target: 'web'` leaves the runtime's Node.js loading paths out of the browser builds.
    experiments: { asyncStartup: true, optimization: { target: 'web' } },
  };
}

// Passed as text: a `template` file would be compiled by a child compiler, which also picks up the
// federation's provided shared modules and emits a second, conflicting copy of their chunks.
function shellHtml(dirname) {
  return { templateContent: fs.readFileSync(path.join(dirname, 'public', 'index.html'), 'utf8') };
}

function modeOf(argv) {
  return argv && argv.mode === 'development' ? 'development' : 'production';
}

/**
 * The host. Remotes are not known at build time: the shell reads /remotes.json at start-up and registers them
 * with the federation runtime, so a remote can be released without rebuilding the shell.
 */
function createHostConfig({ dirname, name = 'shell', devPort = shellDevPort, apiPort = apiDevPort }) {
  return (_env, argv) => {
    const mode = modeOf(argv);
    const surface = sharedSurfaceFor(dirname, mode);
    const common = federationCommon(dirname, surface);
    const startupChunk = new StartupChunkPlugin();
    const config = baseConfig({
      dirname,
      mode,
      uniqueName: `oddslab_${name}`,
      // Absolute so that deep links such as /news-article/3 load their chunks from the site root.
      publicPath: '/',
      federation: {
        name,
        remotes: {},
        manifest: false,
        ...common,
        // The shell hands its federation runtime to every remote, so the site runs (and downloads) one runtime.
        experiments: { ...common.experiments, provideExternalRuntime: true },
      },
      extraPlugins: [
        new ChunkPlanPlugin('host'),
        new ReleaseInfoPlugin({ role: 'host', name, dirname, surface }),
        ...(surface ? [surface] : []),
        ...(mode === 'production' ? [startupChunk] : []),
      ],
      html: shellHtml(dirname),
      devServer: {
        port: devPort,
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${apiPort}`, changeOrigin: false }],
        setupMiddlewares(middlewares, server) {
          // In development each remote runs its own dev server; /remotes.json points at their manifests.
          server.app.get('/remotes.json', (req, res) => {
            const host = (req.headers.host || 'localhost').replace(/:\d+$/, '');
            const map = Object.fromEntries(
              remotes.map((remote) => [remote.name, `http://${host}:${remote.devPort}/mf-manifest.json`]),
            );
            res.set('Cache-Control', 'no-cache').json(map);
          });
          return middlewares;
        },
      },
    });
    config.resolve.alias = { ...config.resolve.alias, ...oneFederationRuntime(dirname) };
    if (mode === 'production') config.optimization.splitChunks = startupChunk.splitChunks();
    return config;
  };
}

/**
 * `provideExternalRuntime` adds a runtime plugin that the federation plugin names by its CommonJS file; that file
 * requires the CommonJS build of the whole federation runtime, while the bundler runtime imports the ES module build,
 * so the host shipped the runtime twice. Its ES module build imports the same runtime as everything else.
 */
function oneFederationRuntime(dirname) {
  const federationRequire = createRequire(appRequireFor(dirname).resolve('@module-federation/enhanced/webpack'));
  const commonJsPlugin = federationRequire.resolve('@module-federation/inject-external-runtime-core-plugin');
  let dir = path.dirname(commonJsPlugin);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const esModule = readJson(path.join(dir, 'package.json')).exports?.['.']?.import?.default;
  if (!esModule) throw new Error(`${dir}: no ES module build of the runtime plugin to alias to`);
  return { [`${commonJsPlugin}$`]: path.join(dir, esModule) };
}

/**
 * A remote: a self-contained dist/ (mf-manifest.json, remoteEntry.js, hashed chunks) with publicPath 'auto',
 * so the same build works from any folder it is deployed to (e.g. /remotes/mfe-admin/1.4.0/).
 * `src/index.ts` is a standalone entry for working on the remote alone in development.
 * `prerender` lists the exposed pages whose first paint the build renders to HTML (see PrerenderPlugin): pages that
 * render the same wherever they are opened (no route parameter, no one-time link token). `requestRender` names a
 * module whose pages the shell server renders with their data at request time (see PrerenderPlugin). `frames` names,
 * per exposed area behind sign-in, the module with its first paints by page (the same for every user, see PrerenderPlugin).
 * `routes`: per exposed module that draws several pages below the address the shell mounts it at (`Console` at
 * /admin/*), the route paths relative to that mount ('' its index, `:param` a segment). They go into release.json,
 * so that the site server answers every other address there with 404 for whichever release is live.
 */
function createRemoteConfig({
  name,
  dirname,
  exposes,
  devPort,
  prerender = [],
  frames = {},
  routes = {},
  requestRender,
}) {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Remote name must be a valid identifier: ${name}`);
  return (_env, argv) => {
    const mode = modeOf(argv);
    const surface = sharedSurfaceFor(dirname, mode);
    const common = federationCommon(dirname, surface);
    return baseConfig({
      dirname,
      mode,
      // Distinct per remote so that two remotes' chunk-loading globals never collide.
      uniqueName: name,
      publicPath: 'auto',
      federation: {
        name,
        filename: 'remoteEntry.js',
        exposes,
        manifest: true,
        ...common,
        // In production a remote runs on the shell's federation runtime instead of carrying its own copy. The
        // standalone development page has no shell around it, so there the remote keeps its own.
        experiments: { ...common.experiments, externalRuntime: mode === 'production' },
      },
      extraPlugins: [
        new ChunkPlanPlugin('remote'),
        new ReleaseInfoPlugin({ role: 'remote', name, dirname, surface, routes }),
        ...(surface ? [surface] : []),
        ...(mode === 'production' && (prerender.length > 0 || Object.keys(frames).length > 0)
          ? [new PrerenderPlugin({ dirname, exposes, pages: prerender, requestRender, frames })]
          : []),
      ],
      // The standalone page (src/index.ts) is for working on the remote alone in development.
      html:
        mode === 'development'
          ? {
              templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>OddsLab · ${name}</title></head><body><div id="root"></div></body></html>`,
            }
          : null,
      devServer: {
        port: devPort,
        // The shell on another port fetches this remote's manifest and chunks.
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
    });
  };
}

/**
 * The yardstick of `npm run bench:web`: the shell and the remotes' pages as ONE ordinary webpack build (no Module
 * Federation, pages still split per route), so the bench can weigh what federation costs a page.
 */
function createSingleBundleConfig({ dirname, outputPath }) {
  return (_env, argv) => {
    const startupChunk = new StartupChunkPlugin();
    const config = baseConfig({
      dirname,
      mode: modeOf(argv),
      uniqueName: 'oddslab_single_bundle',
      publicPath: '/',
      federation: null,
      html: shellHtml(dirname),
      devServer: {},
      outputPath,
      cacheName: 'webpack-single-bundle',
      // The shell's start-up code goes into main.js here too (the same split, without federation), so the two
      // builds differ only by what federation costs.
      extraPlugins: [startupChunk],
    });
    config.resolve.alias = {
      '@module-federation/enhanced/runtime$': path.join(__dirname, 'single-bundle-federation-runtime.ts'),
    };
    config.optimization.splitChunks = startupChunk.splitChunks();
    return config;
  };
}

module.exports = {
  createHostConfig,
  createSingleBundleConfig,
  createRemoteConfig,
  sharedModules,
  singletonPackages,
  remotes,
};
