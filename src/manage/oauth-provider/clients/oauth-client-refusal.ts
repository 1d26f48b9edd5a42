import { OAuthError } from '../oauth-error';

/** The client endpoints' refusals, with the package's statuses and texts. */
export const invalidClientMetadata = (description: string) =>
  new OAuthError(400, 'invalid_client_metadata', description);

export const invalidRedirectUri = (description: string) => new OAuthError(400, 'invalid_redirect_uri', description);

export const clientNotFound = () => new OAuthError(404, 'not_found', 'client not found');
