import { defineErrors } from '../../../platform/common/errors/define-errors';

/** `@better-auth/scim`'s managed-connection refusals; codes derived from their messages as Better Auth's are. */
export const SCIM_CATALOG_ERRORS = defineErrors({
  MANAGED_SCIM_CONNECTION_NOT_FOUND: { status: 404, message: 'Managed SCIM connection not found' },
  SCIM_MANAGED_CREATION_REQUEST_ID_CONFLICT: {
    status: 409,
    message: 'Managed SCIM connection creation request ID already exists',
  },
  MANAGED_SCIM_CREDENTIAL_EXPIRY_MUST_BE_IN_THE_FUTURE: {
    status: 400,
    message: 'Managed SCIM credential expiry must be in the future',
  },
  MANAGED_SCIM_CREDENTIAL_SCOPES_MUST_BE_UNIQUE: {
    status: 400,
    message: 'Managed SCIM credential scopes must be unique',
  },
  MANAGED_SCIM_CONNECTION_IS_NOT_ACTIVE: { status: 409, message: 'Managed SCIM connection is not active' },
  MANAGED_SCIM_CREDENTIAL_IS_NOT_ACTIVE: { status: 409, message: 'Managed SCIM credential is not active' },
  MANAGED_SCIM_CONNECTION_HAS_THE_MAXIMUM_NUMBER_OF_ACTIVE_CREDENTIALS: {
    status: 409,
    message: 'Managed SCIM connection has the maximum number of active credentials',
  },
  YOU_ARE_NOT_ALLOWED_TO_MANAGE_SCIM_CONNECTIONS_OF_THIS_ORGANIZATION: {
    status: 403,
    message: 'You are not allowed to manage SCIM connections of this organization',
  },
});
