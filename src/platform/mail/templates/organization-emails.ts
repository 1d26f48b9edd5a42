import { MailMessage } from '../mailer';
import { renderLinkEmail } from './render-link-email';

export interface InvitationEmail {
  email: string;
  organizationName: string;
  inviterName: string;
  inviterEmail: string;
  role: string;
  url: string;
}

export function invitationEmail(invitation: InvitationEmail): MailMessage {
  return renderLinkEmail({
    to: invitation.email,
    subject: `You are invited to join ${invitation.organizationName}`,
    greetingName: invitation.email,
    intro: `${invitation.inviterName} (${invitation.inviterEmail}) invited you to join ${invitation.organizationName} as ${invitation.role}.`,
    action: 'Open the invitation',
    url: invitation.url,
    outro: 'If you did not expect this invitation, you can ignore this e-mail.',
  });
}
