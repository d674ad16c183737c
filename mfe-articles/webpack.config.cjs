const { createRemoteConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createRemoteConfig({
  name: 'mfe_articles',
  dirname: __dirname,
  devPort: 3012,
  exposes: {
    './NewsRoom': './src/exposed/news-room.tsx',
    './RumourMill': './src/exposed/rumour-mill.tsx',
    './NewsArticle': './src/exposed/news-article.tsx',
    './RumourArticle': './src/exposed/rumour-article.tsx',
  },
  prerender: ['./NewsRoom', './RumourMill'],
  requestRender: './src/request-render/request-render.tsx',
});
