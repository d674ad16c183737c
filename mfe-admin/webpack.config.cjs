const { createRemoteConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createRemoteConfig({
  name: 'mfe_admin',
  dirname: __dirname,
  devPort: 3014,
  exposes: {
    './Console': './src/exposed/console.tsx',
  },
});
