import { MailMessage } from '../mailer';
import { renderLinkEmail } from './render-link-email';

interface Recipient {
  email: string;
  name: string;
}

const IGNORE = 'If you did not ask for this, you can ignore this e-mail.';

export function verificationEmail(user: Recipient, url: string): MailMessage {
  return renderLinkEmail({
    to: user.email,
    subject: 'Verify your e-mail address',
    greetingName: user.name,
    intro: 'Please confirm that this is your e-mail address.',
    action: 'Verify e-mail',
    url,
    outro: IGNORE,
  });
}

export function resetPasswordEmail(user: Recipient, url: string): MailMessage {
  return renderLinkEmail({
    to: user.email,
    subject: 'Reset your password',
    greetingName: user.name,
    intro: 'Someone asked to reset the password of your account.',
    action: 'Choose a new password',
    url,
    outro: IGNORE,
  });
}

export function deleteAccountEmail(user: Recipient, url: string): MailMessage {
  return renderLinkEmail({
    to: user.email,
    subject: 'Confirm the deletion of your account',
    greetingName: user.name,
    intro: 'Someone asked to delete your account. This cannot be undone.',
    action: 'Delete my account',
    url,
    outro: IGNORE,
  });
}
