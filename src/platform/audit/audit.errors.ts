import { defineErrors } from '../common/errors/define-errors';

export const AUDIT_ERRORS = defineErrors({
  YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS: { status: 403, message: 'You are not allowed to list audit events' },
});
