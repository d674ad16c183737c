import { type APIRequestContext, expect } from '@playwright/test';

/** A mail as the catcher's REST API (MailDev, `GET /email`) lists it. */
export interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

function mailUrl(): string {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('E2E_MAIL_URL is set by e2e/run-e2e.mjs (the mail catcher it starts)');
  return url;
}

/** Waits until the catcher holds a mail to `address` whose subject matches, and returns the newest such mail. */
export async function waitForMail(request: APIRequestContext, address: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const inbox = (await (await request.get(`${mailUrl()}/email`)).json()) as CaughtMail[];
        found = inbox
          .filter((mail) => mail.to.some((to) => to.address === address) && subject.test(mail.subject))
          .at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${address} with subject ${subject}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The site path (with query) of the first link in a mail's text that leads to `pathname`. */
export function linkTo(mail: CaughtMail, pathname: string): string {
  const link = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((url) => new URL(url))
    .find((url) => url.pathname === pathname);
  if (!link) throw new Error(`no link to ${pathname} in:\n${mail.text}`);
  return `${link.pathname}${link.search}`;
}
