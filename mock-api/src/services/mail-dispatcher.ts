import nodemailer from 'nodemailer';
import type { ClaimedMail, MailOutboxRepository } from '../db/mail-outbox-repository';
import { maskAddress } from './mail-templates';

/** One mail handed to the mail server. */
export interface OutgoingMail {
  from: string;
  to: string;
  messageId: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface MailSender {
  /** Resolves once the server has accepted the mail; rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Sends over SMTP with nodemailer; the timeouts keep one send well inside the dispatcher's claim. */
export function smtpSender(smtpUrl: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

export interface DispatchOptions {
  /** How often the outbox is looked at when nothing woke the dispatcher (other processes queue mail too). */
  pollMs: number;
  batchSize: number;
  /** How long a claim holds a mail; a process that dies while sending gives it up after this. */
  leaseMs: number;
  /** First retry delay; it doubles with every failure up to `retryCapMs`. */
  retryBaseMs: number;
  retryCapMs: number;
  /** Permanent refusals (5xx) after which a mail is given up; unreachable servers are retried without end. */
  maxRefusals: number;
}

export const DEFAULT_DISPATCH_OPTIONS: DispatchOptions = {
  pollMs: 5_000,
  batchSize: 20,
  leaseMs: 10 * 60_000,
  retryBaseMs: 5_000,
  retryCapMs: 30 * 60_000,
  maxRefusals: 5,
};

/** Delay before the retry after `failures` failed attempts: exponential, capped, with jitter so workers spread out. */
export function retryDelayMs(failures: number, options: Pick<DispatchOptions, 'retryBaseMs' | 'retryCapMs'>): number {
  const exponential = Math.min(options.retryCapMs, options.retryBaseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(exponential * (0.8 + Math.random() * 0.2));
}

/** An SMTP reply in the 5xx range: the server refused this mail and will refuse it again. */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The reason kept with a mail and logged: the library's message, shortened (it never carries the mail). */
const describeError = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 300);

export interface DispatchLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Delivers the outbox: claims due mails, sends each, and marks it sent or schedules its retry. A mail server that
 * is down only delays mail (it stays pending with a growing delay); mail is never lost, and a claimed mail is never
 * sent by two dispatchers at once. A mail accepted by the server and then not marked (the process died in between)
 * is sent again with the same Message-ID, which receivers use to drop the repeat.
 */
export class MailDispatcher {
  private readonly options: DispatchOptions;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private wakeAgain = false;
  private stopped = false;

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly sender: MailSender,
    private readonly from: string,
    private readonly log: DispatchLog,
    options: Partial<DispatchOptions> = {},
  ) {
    this.options = { ...DEFAULT_DISPATCH_OPTIONS, ...options };
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.wake(), this.options.pollMs);
    this.timer.unref();
    void this.wake();
  }

  /** Delivers what is due now; resolves when the outbox has nothing due left. Calls while running coalesce. */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.wakeAgain = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.log.warn({ error: describeError(error) }, 'mail outbox could not be read'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async drain(): Promise<void> {
    do {
      this.wakeAgain = false;
      while (!this.stopped && (await this.deliverBatch()) > 0);
    } while (this.wakeAgain && !this.stopped);
  }

  /** Claims and sends one batch; returns how many mails it handled. */
  private async deliverBatch(): Promise<number> {
    const claimed = await this.outbox.claimDue(this.options.batchSize, this.options.leaseMs);
    for (const mail of claimed) await this.deliver(mail);
    return claimed.length;
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    const about = { mailId: mail.id, kind: mail.kind, to: maskAddress(mail.recipient) };
    try {
      await this.sender.send({ from: this.from, to: mail.recipient, messageId: mail.messageId, ...mail.content });
    } catch (error) {
      const reason = describeError(error);
      const failures = mail.attempts + 1;
      if (isPermanentRefusal(error) && failures >= this.options.maxRefusals) {
        await this.outbox.markFailed(mail, reason);
        this.log.warn({ ...about, attempts: failures, error: reason }, 'mail refused by the mail server; given up');
        return;
      }
      const delayMs = retryDelayMs(failures, this.options);
      await this.outbox.scheduleRetry(mail, new Date(Date.now() + delayMs), reason);
      this.log.warn({ ...about, attempts: failures, retryInMs: delayMs, error: reason }, 'mail not sent; will retry');
      return;
    }
    await this.outbox.markSent(mail.id);
    this.log.info(about, 'mail sent');
  }

  /** Stops polling, lets a send in progress finish and closes the connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.sender.close();
  }
}
