const { createRemoteConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createRemoteConfig({
  name: 'mfe_client',
  dirname: __dirname,
  devPort: 3013,
  exposes: {
    './Portal': './src/exposed/portal.tsx',
  },
});
