const { createHostConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createHostConfig({ dirname: __dirname });
