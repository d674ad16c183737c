#!/usr/bin/env node
// `npm start` after the build: the API server and the shell's production server, stopped together.
// PORT (default 3000) is the site; API_PORT (default 3001) the API behind it; other variables pass through.
// Without SMTP_URL a local mail catcher runs too and the API sends through it (MAIL_CATCHER_*_PORT move it).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mailCatcherProcess, mailCatcherSmtpUrl } from './lib/mail-catcher.mjs';
import { runTogether } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sitePort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const apiHost = process.env.API_HOST ?? '127.0.0.1';

for (const built of ['mock-api/dist/main.js', 'shell/dist/index.html']) {
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: run the build first (npm start does it for you).`);
    process.exit(1);
  }
}

const mailCatcher = process.env.SMTP_URL
  ? null
  : { smtpPort: process.env.MAIL_CATCHER_SMTP_PORT ?? '1025', webPort: process.env.MAIL_CATCHER_WEB_PORT ?? '1080' };
if (mailCatcher) {
  console.log(`SMTP_URL is not set: every mail the site sends is caught at http://localhost:${mailCatcher.webPort}`);
}

const code = await runTogether([
  ...(mailCatcher ? [{ ...mailCatcherProcess(mailCatcher), cwd: root }] : []),
  {
    name: 'api',
    command: process.execPath,
    args: ['mock-api/dist/main.js'],
    cwd: root,
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: apiHost,
      // Links in mails lead to this site unless a public address is configured.
      PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? `http://localhost:${sitePort}`,
      ...(mailCatcher && { SMTP_URL: mailCatcherSmtpUrl(mailCatcher.smtpPort) }),
    },
  },
  {
    name: 'web',
    command: process.execPath,
    args: ['shell/server/serve.mjs'],
    cwd: root,
    env: { ...process.env, PORT: sitePort, API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` },
  },
]);
process.exit(code);
