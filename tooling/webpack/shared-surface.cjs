// Tree shaking for shared singletons. Module Federation provides a shared module whole, since the build that
// provides it cannot know what the other builds will use; for the router that is twice the code the site runs.
// The site knows better: every remote is built from this workspace, so a production build provides each library
// listed here through a small module that re-exports only the names the workspace imports from it (its "surface"),
// and webpack drops the rest. A remote released later may use a name the deployed shell does not provide: its build
// records the names it uses (release.json `singletonExports`), the shell's build records the surface it provides, and
// the release gate (shell/server/release-registry.mjs) refuses a release that needs more than the shell has.
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

/** Share keys provided as a surface. Their packages are ES modules marked free of side effects. */
const treeShakenKeys = [
  'react-router',
  'react-router/dom',
  'react-router-dom',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
];

/** Stands for "the whole module": a namespace import, `import()`, or a star re-export of an unknown module. */
const wholeModule = '*';

/** Every node of an swc AST below `node`, depth first (`skip` prunes a subtree). */
function* walk(node, skip = () => false) {
  if (Array.isArray(node)) {
    for (const item of node) yield* walk(item, skip);
    return;
  }
  if (!node || typeof node !== 'object' || skip(node)) return;
  if (typeof node.type === 'string') yield node;
  for (const [key, value] of Object.entries(node))
    if (key !== 'span' && value && typeof value === 'object') yield* walk(value, skip);
}

const nameOf = (node) => node?.value ?? null;

/**
 * What one module takes from the modules in `keys`: for each key, the names it imports or re-exports ('*' for the
 * whole module); the keys it star re-exports; and, for an imported binding that the module only re-exports, under
 * which name (such a name is needed only when something uses it through this module).
 * @param {object} ast an swc Module
 * @param {Set<string>} keys
 */
function moduleImports(ast, keys) {
  /** @type {Map<string, Set<string>>} */
  const names = new Map();
  const add = (key, name) => {
    if (!names.has(key)) names.set(key, new Set());
    names.get(key).add(name);
  };
  const stars = new Set();
  /** local binding → { key, name } */
  const bindings = new Map();
  for (const item of ast.body) {
    const key = item.source?.value;
    if (item.type === 'ImportDeclaration' && keys.has(key) && !item.typeOnly) {
      if (item.specifiers.length === 0) add(key, wholeModule);
      for (const specifier of item.specifiers) {
        if (specifier.isTypeOnly) continue;
        if (specifier.type === 'ImportNamespaceSpecifier') add(key, wholeModule);
        else if (specifier.type === 'ImportDefaultSpecifier')
          bindings.set(specifier.local.value, { key, name: 'default' });
        else bindings.set(specifier.local.value, { key, name: nameOf(specifier.imported) ?? specifier.local.value });
      }
    } else if (item.type === 'ExportNamedDeclaration' && keys.has(key) && !item.typeOnly) {
      for (const specifier of item.specifiers) {
        if (specifier.isTypeOnly) continue;
        if (specifier.type === 'ExportNamespaceSpecifier') add(key, wholeModule);
        else add(key, nameOf(specifier.orig) ?? 'default');
      }
    } else if (item.type === 'ExportAllDeclaration' && keys.has(key) && !item.typeOnly) {
      stars.add(key);
    }
  }
  for (const node of walk(ast)) {
    if (node.type === 'CallExpression' && node.callee?.type === 'Import') {
      const request = node.arguments?.[0]?.expression;
      if (request?.type === 'StringLiteral' && keys.has(request.value)) add(request.value, wholeModule);
    }
  }
  // Bindings used in the code need their name; those only re-exported (`export { X }`) depend on the exporter's use.
  const referenced = new Set();
  const isDeclarationOnly = (node) =>
    node.type === 'ImportDeclaration' || (node.type === 'ExportNamedDeclaration' && !node.source);
  for (const node of walk(ast.body, isDeclarationOnly)) {
    if (node.type === 'Identifier' && bindings.has(node.value)) referenced.add(node.value);
  }
  /** exported name → { key, name } of a binding that is only re-exported */
  const reexported = new Map();
  for (const item of ast.body) {
    if (item.type !== 'ExportNamedDeclaration' || item.source) continue;
    for (const specifier of item.specifiers) {
      const binding = bindings.get(nameOf(specifier.orig));
      if (binding && !referenced.has(nameOf(specifier.orig))) {
        reexported.set(nameOf(specifier.exported) ?? nameOf(specifier.orig), binding);
      }
    }
  }
  for (const [local, binding] of bindings) {
    if (referenced.has(local)) add(binding.key, binding.name);
  }
  return { names, stars, reexported };
}

/** The names a module exports itself (not through `export *`), which shadow the names of its star re-exports. */
function ownExports(ast) {
  const names = new Set();
  for (const item of ast.body) {
    if (item.type === 'ExportNamedDeclaration') {
      for (const specifier of item.specifiers) names.add(nameOf(specifier.exported) ?? nameOf(specifier.orig));
    } else if (item.type === 'ExportDeclaration') {
      const { declaration } = item;
      if (declaration.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations)
          if (declarator.id.type === 'Identifier') names.add(declarator.id.value);
      } else if (declaration.identifier) {
        names.add(declaration.identifier.value);
      }
    } else if (item.type === 'ExportDefaultDeclaration' || item.type === 'ExportDefaultExpression') {
      names.add('default');
    }
  }
  return names;
}

function parse(file) {
  const { parseSync } = require('@swc/core');
  const typescript = /\.tsx?$/.test(file);
  return parseSync(fs.readFileSync(file, 'utf8'), {
    syntax: typescript ? 'typescript' : 'ecmascript',
    tsx: file.endsWith('.tsx'),
    jsx: !typescript,
  });
}

/** Folders of src/ whose code never runs in a browser: test helpers, and rendering at build time. */
const notBrowserCode = new Set(['node_modules', 'testing', 'prerender', 'first-paint']);

/** The source files of the workspace's browser code: each app's and the shared package's src/, tests left out. */
function workspaceSourceFiles(appDirs) {
  const files = [];
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!notBrowserCode.has(entry.name)) visit(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
        files.push(file);
      }
    }
  };
  for (const dir of appDirs) if (fs.existsSync(path.join(dir, 'src'))) visit(path.join(dir, 'src'));
  return files.sort();
}

/**
 * The names of each tree-shaken key the workspace's code and the libraries themselves use, or '*' when something
 * takes the whole module. Libraries import each other through their share keys (react-router-dom re-exports
 * react-router; RTK Query's React entry imports RTK Query, which imports RTK), so those imports count too, as far as
 * what they pass on is used.
 * @param {{ sourceFiles: string[], entries: Map<string, string>, exportsOf: (key: string) => Set<string> }} options
 *   entries: each key's resolved ES module entry file; exportsOf: every name a key's module exports
 * @returns {{ surface: Map<string, Set<string> | '*'>, libraries: Map<string, Library> }}
 */
function computeSurface({ sourceFiles, entries, exportsOf }) {
  const keys = new Set(entries.keys());
  /** @type {Map<string, Set<string> | '*'>} */
  const surface = new Map([...keys].map((key) => [key, new Set()]));
  const use = (key, name) => {
    const current = surface.get(key);
    if (current === wholeModule) return false;
    if (name === wholeModule) {
      surface.set(key, wholeModule);
      return true;
    }
    if (current.has(name)) return false;
    current.add(name);
    return true;
  };
  for (const file of sourceFiles) {
    const { names, stars, reexported } = moduleImports(parse(file), keys);
    for (const [key, used] of names) for (const name of used) use(key, name);
    for (const key of stars) use(key, wholeModule);
    for (const binding of reexported.values()) use(binding.key, binding.name);
  }
  /** @typedef {ReturnType<typeof moduleImports> & { key: string, entry: string, own: Set<string> }} Library */
  const libraries = [...entries].map(([key, entry]) => {
    const ast = parse(entry);
    return { key, entry, ...moduleImports(ast, keys), own: ownExports(ast) };
  });
  for (let changed = true; changed; ) {
    changed = false;
    for (const { key, names, stars, reexported, own } of libraries) {
      const used = surface.get(key);
      const needs = (name) => used === wholeModule || used.has(name);
      for (const [target, imported] of names) for (const name of imported) changed = use(target, name) || changed;
      for (const [exported, binding] of reexported)
        if (needs(exported)) changed = use(binding.key, binding.name) || changed;
      for (const target of stars) {
        if (used === wholeModule) {
          changed = use(target, wholeModule) || changed;
          continue;
        }
        const available = exportsOf(target);
        for (const name of used) if (!own.has(name) && available.has(name)) changed = use(target, name) || changed;
      }
    }
  }
  return { surface, libraries: new Map(libraries.map((library) => [library.key, library])) };
}

/**
 * The module that provides `names` of a library (a surface module). Each name is taken from where the library gets
 * it: its own exports from its entry file, those it passes on from another shared key from that key, so the surface
 * module consumes the other singleton just as the library does (webpack also checks re-exports through a consumed
 * module's unknown exports wrongly once they come from its persistent cache).
 * @param {Library} library
 * @param {Set<string> | '*'} names
 * @param {(key: string) => Set<string>} exportsOf
 */
function surfaceModuleSource(library, names, exportsOf) {
  const header = `// Generated by tooling/webpack/shared-surface.cjs: what this site uses of ${library.key}.\n`;
  if (names === wholeModule) return `${header}export * from ${JSON.stringify(library.entry)};\n`;
  // Nothing in the site uses it (react-router/dom once the router is declarative): provided empty, and recorded so.
  if (names.size === 0) return `${header}export {};\n`;
  /** source → [imported, exported] pairs */
  const bySource = new Map();
  const take = (source, imported, exported) => {
    if (!bySource.has(source)) bySource.set(source, []);
    bySource.get(source).push(imported === exported ? exported : `${imported} as ${exported}`);
  };
  for (const name of [...names].sort()) {
    const passedOn = library.reexported.get(name);
    const star = library.own.has(name) ? null : [...library.stars].find((key) => exportsOf(key).has(name));
    if (passedOn) take(passedOn.key, passedOn.name, name);
    else if (star) take(star, name, name);
    else take(library.entry, name, name);
  }
  const lines = [...bySource].map(([source, list]) => `export { ${list.join(', ')} } from ${JSON.stringify(source)};`);
  return `${header}${lines.join('\n')}\n`;
}

const facadeFileName = (key) => `${key.replace(/^@/, '').replace(/\//g, '__')}.mjs`;

/**
 * Where an app's surface modules are written: outside node_modules, whose files webpack's cache takes as unchanged
 * until a package's version changes.
 */
const facadeDir = (appDir) => path.join(appDir, '.cache', 'shared-surface');

/**
 * Provides the tree-shaken keys as surfaces in a production build and checks, once webpack knows what is used, that
 * nothing in the build needs a name outside them (the check a scan of the sources could miss, such as a library that
 * imports one of these packages). Records what the build provides and, for a remote, what its own code uses.
 */
class SharedSurfacePlugin {
  /**
   * @param {{ appDir: string, workspaceDirs: string[], ignoredUseDirs: string[] }} options ignoredUseDirs: code
   *   whose use of a singleton is not the build's own at run time (the shared package and the libraries' own copies,
   *   which the shell provides)
   */
  constructor({ appDir, workspaceDirs, ignoredUseDirs }) {
    this.appDir = appDir;
    this.workspaceDirs = workspaceDirs;
    this.ignoredUseDirs = ignoredUseDirs;
    /** @type {Record<string, string[]>} names provided per key (keys taken whole are left out) */
    this.provided = {};
    /** @type {Record<string, string[]>} names the build's own code uses per key */
    this.used = {};
  }

  /** The `import` of each tree-shaken key's shared entry. */
  sharedImports() {
    return Object.fromEntries(
      treeShakenKeys.map((key) => [key, path.join(facadeDir(this.appDir), facadeFileName(key))]),
    );
  }

  apply(compiler) {
    compiler.hooks.beforeCompile.tapPromise('SharedSurfacePlugin', () => this.writeFacades(compiler));
    compiler.hooks.thisCompilation.tap('SharedSurfacePlugin', (compilation) => {
      compilation.hooks.afterOptimizeDependencies.tap('SharedSurfacePlugin', (modules) =>
        this.checkUse(compilation, modules),
      );
    });
  }

  async writeFacades(compiler) {
    const resolver = compiler.resolverFactory.get('normal', { dependencyType: 'esm' });
    const resolve = (request) =>
      new Promise((done, fail) =>
        resolver.resolve({}, this.appDir, request, {}, (error, result) => (error ? fail(error) : done(result))),
      );
    const entries = new Map();
    for (const key of treeShakenKeys) entries.set(key, await resolve(key));
    const appRequire = createRequire(path.join(this.appDir, 'package.json'));
    const exportsOf = (key) => new Set(Object.keys(appRequire(key)));
    const { surface, libraries } = computeSurface({
      sourceFiles: workspaceSourceFiles(this.workspaceDirs),
      entries,
      exportsOf,
    });
    fs.mkdirSync(facadeDir(this.appDir), { recursive: true });
    this.provided = {};
    for (const key of treeShakenKeys) {
      const names = surface.get(key);
      const file = path.join(facadeDir(this.appDir), facadeFileName(key));
      const source = surfaceModuleSource(libraries.get(key), names, exportsOf);
      if (names !== wholeModule) this.provided[key] = [...names].sort();
      // Written only when it changes, so that webpack's cache keeps what it built from it.
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source) fs.writeFileSync(file, source);
    }
  }

  checkUse(compilation, modules) {
    const { moduleGraph } = compilation;
    const { WebpackError } = compilation.compiler.webpack;
    const own = {};
    for (const module of modules) {
      if (module.type !== 'consume-shared-module') continue;
      const key = module.options.shareKey;
      const provided = this.provided[key];
      if (!provided) continue;
      const used = moduleGraph.getExportsInfo(module).getUsedExports(undefined);
      const missing = used === true ? [wholeModule] : [...(used || [])].filter((name) => !provided.includes(name));
      if (missing.length > 0) {
        compilation.errors.push(
          new WebpackError(
            `${key}: this build uses ${missing.join(', ')}, which the shared surface does not provide ` +
              '(tooling/webpack/shared-surface.cjs reads the names from the workspace sources and the libraries).',
          ),
        );
      }
      const names = new Set();
      for (const connection of moduleGraph.getIncomingConnections(module)) {
        const origin = connection.originModule?.resource;
        if (!connection.dependency || !origin || this.ignoredUseDirs.some((dir) => origin.startsWith(dir))) continue;
        for (const reference of compilation.getDependencyReferencedExports(connection.dependency, undefined)) {
          const name = (Array.isArray(reference) ? reference : reference.name)[0];
          names.add(name ?? wholeModule);
        }
      }
      if (names.size > 0) own[key] = [...names].sort();
    }
    this.used = own;
  }
}

module.exports = {
  SharedSurfacePlugin,
  computeSurface,
  surfaceModuleSource,
  moduleImports,
  treeShakenKeys,
  wholeModule,
  parse,
};
