import { theme } from '@oddslab/shared/theme';
import type { MailContent } from '../db/mail-outbox-repository';

/**
 * The site's mails, each as HTML in the product's look (dark navy, emerald action) and as plain text with the same
 * words. Mail clients ignore stylesheets and most layout, so the HTML is tables with inline styles only.
 */

const { colors } = theme;
const FONT = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface MailLayout {
  subject: string;
  /** The line mail clients show beside the subject. */
  preview: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown under the action, e.g. how long the link works. */
  afterAction?: string[];
  /** Lists of items under a heading (the alert digest). */
  sections?: { heading: string; items: string[] }[];
  footer: string[];
  headers?: Record<string, string>;
}

function renderHtml(mail: MailLayout): string {
  const paragraph = (text: string, color: string = colors.text) =>
    `<p style="margin:0 0 16px;color:${color};font-size:15px;line-height:1.6;overflow-wrap:anywhere;">${escapeHtml(text)}</p>`;
  const action = mail.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:10px;background:${colors.primary};">` +
      `<a href="${escapeHtml(mail.action.url)}" style="display:inline-block;padding:12px 24px;color:${colors.primaryText};font-weight:700;font-size:15px;text-decoration:none;border-radius:10px;">${escapeHtml(mail.action.label)}</a>` +
      `</td></tr></table>` +
      paragraph(`If the button does not work, open this address: ${mail.action.url}`, colors.textMuted)
    : '';
  const sections = (mail.sections ?? [])
    .map(
      (section) =>
        `<h2 style="margin:24px 0 8px;color:${colors.primary};font-size:13px;letter-spacing:0.08em;text-transform:uppercase;">${escapeHtml(section.heading)}</h2>` +
        `<ul style="margin:0 0 8px;padding:0 0 0 18px;color:${colors.text};font-size:14px;line-height:1.6;">${section.items
          .map((item) => `<li style="margin:0 0 6px;">${escapeHtml(item)}</li>`)
          .join('')}</ul>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="dark"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:0;background:${colors.background};font-family:${FONT};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(mail.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.background};padding:32px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;">
<tr><td style="padding:0 4px 16px;font-size:22px;font-weight:800;color:${colors.text};">Odds<span style="color:${colors.primary};">Lab</span></td></tr>
<tr><td style="background:${colors.surface};border:1px solid ${colors.border};border-radius:16px;padding:32px 28px;">
${paragraph(mail.greeting)}${mail.paragraphs.map((text) => paragraph(text)).join('')}${action}${(mail.afterAction ?? []).map((text) => paragraph(text, colors.textMuted)).join('')}${sections}
</td></tr>
<tr><td style="padding:16px 4px 0;color:${colors.textMuted};font-size:12px;line-height:1.6;">${mail.footer.map(escapeHtml).join('<br>')}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function renderText(mail: MailLayout): string {
  const blocks = [mail.greeting, ...mail.paragraphs];
  if (mail.action) blocks.push(`${mail.action.label}: ${mail.action.url}`);
  blocks.push(...(mail.afterAction ?? []));
  for (const section of mail.sections ?? []) {
    blocks.push(`${section.heading.toUpperCase()}\n${section.items.map((item) => `- ${item}`).join('\n')}`);
  }
  blocks.push(`-- \n${mail.footer.join('\n')}`);
  return `${blocks.join('\n\n')}\n`;
}

function render(mail: MailLayout): MailContent {
  return { subject: mail.subject, text: renderText(mail), html: renderHtml(mail), headers: mail.headers ?? {} };
}

const SIGNATURE =
  'OddsLab: honest probabilities for six European football leagues. Analytics are estimates, not guarantees.';

/** `ada.lovelace@example.com` → `a***@example.com`: enough to recognise, not enough to harvest. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address[0]}***${address.slice(at)}` : '***';
}

export function verificationMail(input: { name: string; link: string; isNewAddress: boolean }): MailContent {
  return render({
    subject: 'Confirm your e-mail address for OddsLab',
    preview: 'One click confirms this address for your OddsLab account.',
    greeting: `Hello ${input.name},`,
    paragraphs: [
      input.isNewAddress
        ? 'You changed the e-mail address of your OddsLab account to this one. Please confirm that it is yours.'
        : 'Welcome to OddsLab. Please confirm that this e-mail address is yours.',
    ],
    action: { label: 'Confirm e-mail address', url: input.link },
    afterAction: [
      'The link works once and expires in 24 hours. If it has expired, sign in and press Resend in the banner.',
      'If you did not create an OddsLab account, ignore this mail.',
    ],
    footer: [SIGNATURE],
  });
}

export function emailChangedNotice(input: { name: string; newAddress: string }): MailContent {
  return render({
    subject: 'The e-mail address of your OddsLab account was changed',
    preview: `Your account now uses ${maskAddress(input.newAddress)}.`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `The e-mail address of your OddsLab account was changed to ${maskAddress(input.newAddress)}. Mail about your account now goes there, and this address no longer signs in.`,
      'If you made this change, there is nothing to do.',
      'If you did not, someone knows your password: contact OddsLab support at once, quoting this mail, so that the account can be given back to you.',
    ],
    footer: [SIGNATURE],
  });
}

export function passwordResetMail(input: { name: string; link: string }): MailContent {
  return render({
    subject: 'Reset your OddsLab password',
    preview: 'Choose a new password for your OddsLab account.',
    greeting: `Hello ${input.name},`,
    paragraphs: ['Someone (hopefully you) asked to reset the password of your OddsLab account.'],
    action: { label: 'Choose a new password', url: input.link },
    afterAction: [
      'The link works once and expires in 30 minutes. Setting a new password signs your account out everywhere.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
    footer: [SIGNATURE],
  });
}

export interface DigestAlert {
  alertType: string;
  message: string;
}

/** Headings in the order a subscriber reads them: what to act on first. */
const DIGEST_SECTIONS: readonly { heading: string; types: readonly string[] }[] = [
  { heading: 'Value bets', types: ['Value Bet'] },
  { heading: 'High-confidence predictions', types: ['Prediction'] },
  { heading: 'Results', types: ['Result'] },
];

export function alertDigestMail(input: {
  name: string;
  /** The engine day, e.g. 'Saturday, 8 March 2025'. */
  dayLabel: string;
  alerts: DigestAlert[];
  /** Alerts beyond those listed. */
  moreCount: number;
  alertsUrl: string;
  settingsUrl: string;
  unsubscribeUrl: string;
  oneClickUnsubscribeUrl: string;
}): MailContent {
  const known = new Set(DIGEST_SECTIONS.flatMap((section) => section.types));
  const sections = [
    ...DIGEST_SECTIONS.map((section) => ({
      heading: section.heading,
      items: input.alerts.filter((alert) => section.types.includes(alert.alertType)).map((alert) => alert.message),
    })),
    { heading: 'Other alerts', items: input.alerts.filter((a) => !known.has(a.alertType)).map((a) => a.message) },
  ].filter((section) => section.items.length > 0);
  const total = input.alerts.length + input.moreCount;
  return render({
    subject: `Your OddsLab alerts for ${input.dayLabel}`,
    preview: `${total} new alert${total === 1 ? '' : 's'} from the model.`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Here ${total === 1 ? 'is the new alert' : `are the ${total} new alerts`} for ${input.dayLabel}. Probabilities are the model's estimates, not guarantees.`,
      ...(input.moreCount > 0 ? [`The ${input.moreCount} further alerts are on your Alerts page.`] : []),
    ],
    action: { label: 'Open your alerts', url: input.alertsUrl },
    sections,
    footer: [
      'You receive at most one alert mail a day because Email Notifications are on in your OddsLab settings.',
      `Change them: ${input.settingsUrl}`,
      `Unsubscribe from alert mails with one click: ${input.unsubscribeUrl}`,
      SIGNATURE,
    ],
    // RFC 2369 and RFC 8058: mail clients offer their own one-click unsubscribe, which POSTs to this address.
    headers: {
      'List-Unsubscribe': `<${input.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
