// The four remotes: federation name, workspace folder and webpack dev-server port. One list read by the
// webpack configs, the production server, the dev runner and the e2e harness.
const remotes = [
  { name: 'mfe_public', dir: 'mfe-public', devPort: 3011 },
  { name: 'mfe_articles', dir: 'mfe-articles', devPort: 3012 },
  { name: 'mfe_client', dir: 'mfe-client', devPort: 3013 },
  { name: 'mfe_admin', dir: 'mfe-admin', devPort: 3014 },
];

const shellDevPort = 3000;
const apiDevPort = 3001;

module.exports = { remotes, shellDevPort, apiDevPort };
