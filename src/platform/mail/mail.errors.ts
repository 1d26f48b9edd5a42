import { defineErrors } from '../common/errors/define-errors';

export const MAIL_ERRORS = defineErrors({
  EMAIL_DELIVERY_NOT_FOUND: { status: 404, message: 'E-mail delivery not found' },
});
