import { MailMessage } from '../mailer';
import { escapeHtml } from './render-link-email';

interface Recipient {
  email: string;
  name: string;
}

/**
 * The e-mailed sign-in code. The code stays out of the subject, which the outbox's administrators and
 * the `SMTP_URL=log` channel show.
 */
export function twoFactorCodeEmail(user: Recipient, code: string, expiresInMinutes: number): MailMessage {
  const intro = 'Use this code to finish signing in:';
  const validity = `It works once, for ${expiresInMinutes} minutes.`;
  const outro = 'If you did not ask for this code, change your password: someone may know it.';
  const text = [`Hello ${user.name},`, '', intro, '', code, '', validity, '', outro].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>Hello ${escapeHtml(user.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(validity)}</p>`,
    `<p>${escapeHtml(outro)}</p>`,
    '</body></html>',
  ].join('');
  return { to: user.email, subject: 'Your sign-in code', text, html };
}
