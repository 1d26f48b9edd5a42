import { defineErrors } from '../common/errors/define-errors';

export const MAIL_ERRORS = defineErrors({
  EMAIL_DELIVERY_NOT_FOUND: { status: 404, message: 'E-mail delivery not found' },
  YOU_ARE_NOT_ALLOWED_TO_LIST_EMAIL_DELIVERIES: {
    status: 403,
    message: 'You are not allowed to list e-mail deliveries',
  },
  YOU_ARE_NOT_ALLOWED_TO_RESEND_EMAILS: { status: 403, message: 'You are not allowed to resend e-mails' },
});
