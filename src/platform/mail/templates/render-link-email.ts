import { MailMessage } from '../mailer';

export interface LinkEmail {
  to: string;
  subject: string;
  greetingName: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** A short e-mail around one link, as plain text and as HTML with every interpolated value escaped. */
export function renderLinkEmail(email: LinkEmail): MailMessage {
  const text = [
    `Hello ${email.greetingName},`,
    '',
    email.intro,
    '',
    `${email.action}: ${email.url}`,
    '',
    email.outro,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>Hello ${escapeHtml(email.greetingName)},</p>`,
    `<p>${escapeHtml(email.intro)}</p>`,
    `<p><a href="${escapeHtml(email.url)}">${escapeHtml(email.action)}</a></p>`,
    `<p style="color:#555;font-size:13px">Or paste this link into your browser: ${escapeHtml(email.url)}</p>`,
    `<p>${escapeHtml(email.outro)}</p>`,
    '</body></html>',
  ].join('');
  return { to: email.to, subject: email.subject, text, html };
}
