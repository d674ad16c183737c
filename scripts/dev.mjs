#!/usr/bin/env node
// `npm run dev`: the API under `tsx watch` and the five webpack dev servers with hot reload.
// Shell http://localhost:3000 (proxies /api to 3001); remotes on 3011-3014 (tooling/webpack/remotes.cjs).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mailCatcherProcess, mailCatcherSmtpUrl } from './lib/mail-catcher.mjs';
import { runTogether } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { remotes, shellDevPort, apiDevPort } = createRequire(import.meta.url)(join(root, 'tooling/webpack/remotes.cjs'));

function webpackDevServer(dir) {
  return {
    name: dir,
    command: join(root, dir, 'node_modules', '.bin', 'webpack'),
    args: ['serve', '--mode', 'development'],
    cwd: join(root, dir),
  };
}

// Without SMTP_URL, mail goes to a local catcher (as with npm start).
const mailCatcher = process.env.SMTP_URL
  ? null
  : { smtpPort: process.env.MAIL_CATCHER_SMTP_PORT ?? '1025', webPort: process.env.MAIL_CATCHER_WEB_PORT ?? '1080' };
console.log(`OddsLab dev: site http://localhost:${shellDevPort}, API http://localhost:${apiDevPort}/api`);
if (mailCatcher) console.log(`Mail the site sends: http://localhost:${mailCatcher.webPort}`);
const code = await runTogether([
  ...(mailCatcher ? [{ ...mailCatcherProcess(mailCatcher), cwd: root }] : []),
  {
    name: 'api',
    command: join(root, 'mock-api', 'node_modules', '.bin', 'tsx'),
    args: ['watch', 'src/main.ts'],
    cwd: join(root, 'mock-api'),
    env: {
      ...process.env,
      PORT: String(apiDevPort),
      ...(mailCatcher && { SMTP_URL: mailCatcherSmtpUrl(mailCatcher.smtpPort) }),
    },
  },
  ...remotes.map((remote) => webpackDevServer(remote.dir)),
  webpackDevServer('shell'),
]);
process.exit(code);
