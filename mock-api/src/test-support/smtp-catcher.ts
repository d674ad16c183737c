import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it, with the parts a test reads decoded. */
export interface CaughtMail {
  to: string[];
  /** Header names lower-cased; folded lines joined. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    // As percent-escapes, so that decodeURIComponent joins multi-byte UTF-8 sequences.
    const escaped = body
      .replace(/=\r\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/gi, '%$1');
    return decodeURIComponent(escaped);
  }
  return body;
}

/** The text/plain and text/html parts of a (possibly multipart) message. */
function parseMessage(raw: string): Pick<CaughtMail, 'headers' | 'subject' | 'text' | 'html'> {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const parts: Record<string, string> = {};
  const visit = (partHeaders: Record<string, string>, body: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const chunk of body.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const cut = chunk.indexOf('\r\n\r\n');
        visit(parseHeaders(chunk.slice(2, cut)), chunk.slice(cut + 4).replace(/\r\n$/, ''));
      }
      return;
    }
    const kind = type.toLowerCase().startsWith('text/html') ? 'html' : 'text';
    parts[kind] ??= decodeBody(body, partHeaders['content-transfer-encoding']).replace(/\r\n/g, '\n');
  };
  visit(headers, raw.slice(split + 4));
  return { headers, subject: headers.subject ?? '', text: parts.text ?? '', html: parts.html ?? '' };
}

/**
 * A real SMTP server in the test process: it keeps every mail it accepts, and can be stopped and started again on
 * the same port to play a mail server that goes down.
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private server: SMTPServer | null = null;
  private port = 0;

  private create(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, ...parseMessage(raw) });
          callback();
        });
      },
    });
  }

  /** Starts listening (again) on loopback; the first start picks a free port, later ones reuse it. */
  async start(): Promise<this> {
    const server = this.create();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Mails sent to `address`, oldest first. */
  to(address: string): CaughtMail[] {
    return this.mails.filter((mail) => mail.to.includes(address));
  }

  /** Waits (polling) until `count` mails match; fails after `timeoutMs`. */
  async waitFor(match: (mail: CaughtMail) => boolean, count = 1, timeoutMs = 10_000): Promise<CaughtMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.filter(match);
      if (found.length >= count) return found;
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} matching mail(s), got ${found.length} of ${this.mails.length} caught`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** The first link in a mail's text that starts with `base` and has a token, and that token. */
export function linkIn(mail: CaughtMail, base: string): { url: string; token: string } {
  const url = mail.text.match(new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S*token=[^\\s&]+`))?.[0];
  if (!url) throw new Error(`no link to ${base} in:\n${mail.text}`);
  return { url, token: decodeURIComponent(new URL(url).searchParams.get('token') ?? '') };
}
