import { defineErrors } from '../../platform/common/errors/define-errors';

/** Better Auth's api-key messages; the spec's codes where it names them. */
export const API_KEY_ERRORS = defineErrors({
  INVALID_METADATA_TYPE: { status: 400, message: 'metadata must be an object or undefined' },
  REFILL_AMOUNT_AND_INTERVAL_REQUIRED: {
    status: 400,
    message: 'refillAmount is required when refillInterval is provided',
  },
  REFILL_INTERVAL_AND_AMOUNT_REQUIRED: {
    status: 400,
    message: 'refillInterval is required when refillAmount is provided',
  },
  USER_BANNED: { status: 401, message: 'User is banned' },
  UNAUTHORIZED_SESSION: { status: 401, message: 'Unauthorized or invalid session' },
  KEY_NOT_FOUND: { status: 404, message: 'API Key not found' },
  KEY_DISABLED: { status: 401, message: 'API Key is disabled' },
  KEY_EXPIRED: { status: 401, message: 'API Key has expired' },
  USAGE_EXCEEDED: { status: 429, message: 'API Key has reached its usage limit' },
  EXPIRES_IN_IS_TOO_SMALL: { status: 400, message: 'The expiresIn is smaller than the predefined minimum value.' },
  EXPIRES_IN_IS_TOO_LARGE: { status: 400, message: 'The expiresIn is larger than the predefined maximum value.' },
  INVALID_REMAINING: { status: 400, message: 'The remaining count is either too large or too small.' },
  INVALID_PREFIX_FORMAT: {
    status: 400,
    message: 'Invalid prefix format, must be alphanumeric and contain only underscores and hyphens.',
  },
  INVALID_PREFIX_LENGTH: { status: 400, message: 'The prefix length is either too large or too small.' },
  INVALID_NAME_LENGTH: { status: 400, message: 'The name length is either too large or too small.' },
  METADATA_DISABLED: { status: 400, message: 'Metadata is disabled.' },
  RATE_LIMITED: { status: 401, message: 'Rate limit exceeded.' },
  NO_VALUES_TO_UPDATE: { status: 400, message: 'No values to update.' },
  KEY_DISABLED_EXPIRATION: { status: 400, message: 'Custom key expiration values are disabled.' },
  INVALID_API_KEY: { status: 403, message: 'Invalid API key.' },
  INVALID_USER_ID_FROM_API_KEY: { status: 401, message: 'The user id from the API key is invalid.' },
  SERVER_ONLY_PROPERTY: {
    status: 400,
    message: "The property you're trying to set can only be set from the server auth instance only.",
  },
  FAILED_TO_UPDATE_API_KEY: { status: 500, message: 'Failed to update API key' },
  NAME_REQUIRED: { status: 400, message: 'API Key name is required.' },
  INVALID_REFERENCE_ID_FROM_API_KEY: { status: 401, message: 'The reference id from the API key is invalid.' },
  ORGANIZATION_ID_REQUIRED: {
    status: 400,
    message: 'Organization ID is required for organization-owned API keys.',
  },
  USER_NOT_MEMBER_OF_ORGANIZATION: {
    status: 403,
    message: 'You are not a member of the organization that owns this API key.',
  },
  INSUFFICIENT_API_KEY_PERMISSIONS: {
    status: 403,
    message: 'You do not have permission to perform this action on organization API keys.',
  },
});
