import { defineErrors } from './define-errors';

/** Failures that belong to no domain: input shape, routing, origins, the unexpected. */
export const BASE_ERRORS = defineErrors({
  VALIDATION_ERROR: { status: 400, message: 'Invalid body parameters' },
  // Better Auth 1.7's router answers a body that is not JSON so (1.4's answered 500).
  BAD_REQUEST: { status: 400, message: 'Invalid JSON in request body' },
  NOT_FOUND: { status: 404, message: 'Not Found' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method Not Allowed' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests. Please try again later.' },
  INTERNAL_SERVER_ERROR: { status: 500, message: 'Internal Server Error' },
  SERVICE_BUSY: { status: 503, message: 'The service is busy. Please try again shortly.' },
  UNAUTHORIZED: { status: 401, message: 'Unauthorized' },
  // Better Auth derives these codes from the message, so they read run together on the wire.
  INVALID_ORIGIN: { status: 403, message: 'Invalid origin' },
  MISSING_OR_NULL_ORIGIN: { status: 403, message: 'Missing or null Origin' },
  CROSSSITE_NAVIGATION_LOGIN_BLOCKED_THIS_REQUEST_APPEARS_TO_BE_A_CSRF_ATTACK: {
    status: 403,
    message: 'Cross-site navigation login blocked. This request appears to be a CSRF attack.',
  },
  INVALID_CALLBACKURL: { status: 403, message: 'Invalid callbackURL' },
  INVALID_REDIRECTURL: { status: 403, message: 'Invalid redirectURL' },
  INVALID_ERRORCALLBACKURL: { status: 403, message: 'Invalid errorCallbackURL' },
  INVALID_NEWUSERCALLBACKURL: { status: 403, message: 'Invalid newUserCallbackURL' },
});

export const QUERY_VALIDATION_MESSAGE = 'Invalid query parameters';
