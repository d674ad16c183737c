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
  // The portal's frame and the dashboard's heading and subtitle, the same for every user, as the first paint of
  // /client/* (the shell server sends it to signed-in visitors before any script runs).
  frames: { './Portal': './src/portal/portal-first-paint.tsx' },
});
