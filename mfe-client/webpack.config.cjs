const { createRemoteConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createRemoteConfig({
  name: 'mfe_client',
  dirname: __dirname,
  devPort: 3013,
  // The pages below the shell's mount, written into release.json (the site server answers other addresses 404).
  routes: { Portal: require('./src/portal/portal-routes.json') },
  exposes: {
    './Portal': './src/exposed/portal.tsx',
  },
});
