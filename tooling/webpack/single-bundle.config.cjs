// `npm run bench:web` builds this from the shell package: the site as one webpack build, into an ignored folder.
const path = require('node:path');
const { createSingleBundleConfig } = require('./create-config.cjs');

module.exports = createSingleBundleConfig({
  dirname: path.resolve(__dirname, '..', '..', 'shell'),
  outputPath: path.resolve(__dirname, '..', '..', 'node_modules', '.cache', 'oddslab-single-bundle'),
});
