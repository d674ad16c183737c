const { createRemoteConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createRemoteConfig({
  name: 'mfe_admin',
  dirname: __dirname,
  devPort: 3014,
  // The pages below the shell's mount, written into release.json (the site server answers other addresses 404).
  routes: { Console: require('./src/console/console-routes.json') },
  exposes: {
    './Console': './src/exposed/console.tsx',
  },
});
