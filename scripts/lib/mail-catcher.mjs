// The local mail catcher (MailDev): an SMTP server that keeps every mail and shows it in a web inbox, so that a
// site started without SMTP_URL still delivers its mail somewhere a person (or a browser test) can read it.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const maildevDir = dirname(createRequire(import.meta.url).resolve('maildev/package.json'));

/**
 * The process spec (for runTogether or spawn) of a catcher listening on loopback only: the mails hold
 * single-use links, so they must not be readable from other machines.
 * @param {{ smtpPort: number | string, webPort: number | string }} ports
 */
export function mailCatcherProcess({ smtpPort, webPort }) {
  return {
    name: 'mail',
    command: process.execPath,
    args: [
      join(maildevDir, 'bin', 'maildev'),
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
    ],
  };
}

/** SMTP_URL for the API when it sends through the catcher. */
export const mailCatcherSmtpUrl = (smtpPort) => `smtp://127.0.0.1:${smtpPort}`;
