import { OAuthError } from '../oauth-error';

/** The client endpoints' refusals, with the package's statuses and texts. */
export const invalidClientMetadata = (description: string) =>
  new OAuthError(400, 'invalid_client_metadata', description);

export const invalidRedirectUri = (description: string) => new OAuthError(400, 'invalid_redirect_uri', description);

export const clientNotFound = () => new OAuthError(404, 'not_found', 'client not found');

export const REGISTRATION_NEEDS_AUTHENTICATION = 'Authentication required for client registration';

/** The package answers an anonymous registration with a description and no `error`, and asks for a bearer. */
export const registrationNeedsAuthentication = () =>
  new OAuthError(401, '', REGISTRATION_NEEDS_AUTHENTICATION, { 'WWW-Authenticate': 'Bearer' });

export const registrationDisabled = () => new OAuthError(403, 'access_denied', 'Client registration is disabled');
