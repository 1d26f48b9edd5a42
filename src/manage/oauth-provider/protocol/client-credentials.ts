import type { Request } from 'express';
import { OAuthError, badRequest } from '../oauth-error';

/** How a token request identifies (and authenticates) its client, as the package reads it. */
export interface PresentedClient {
  method: 'client_secret_basic' | 'client_secret_post' | 'none';
  clientId: string;
  clientSecret?: string;
}

const BASIC = /^Basic +/i;
const AUTH_SCHEME = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+)(?=\s|$)/;

/** The package's refusal of a client: 401 with a challenge when the client tried Basic, 400 otherwise. */
export function invalidClient(description: string, method?: string, scheme?: string): OAuthError {
  const challenge = scheme ?? (method === 'client_secret_basic' ? 'Basic' : undefined);
  return challenge
    ? new OAuthError(401, 'invalid_client', description, { 'WWW-Authenticate': challenge })
    : new OAuthError(400, 'invalid_client', description);
}

/** One value of a form field; repeating it is refused (RFC 6749 §3.2), an empty value counts as absent. */
function single(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (Array.isArray(value)) {
    const present = value.filter((item) => item !== '');
    if (present.length > 1) throw badRequest('invalid_request', `${field} must not be repeated`);
    return present[0] as string | undefined;
  }
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest('invalid_request', `${field} must be a string`);
  return value;
}

function fromBasic(authorization: string): PresentedClient {
  const encoded = authorization.replace(BASIC, '').trim();
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (!encoded || colon < 0)
    throw new OAuthError(401, 'invalid_client', 'invalid authorization header format', { 'WWW-Authenticate': 'Basic' });
  // RFC 6749 §2.3.1: both parts are form-encoded before they are joined.
  const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
  try {
    return {
      method: 'client_secret_basic',
      clientId: decode(decoded.slice(0, colon)),
      clientSecret: decode(decoded.slice(colon + 1)),
    };
  } catch {
    throw new OAuthError(401, 'invalid_client', 'invalid authorization header format', { 'WWW-Authenticate': 'Basic' });
  }
}

/**
 * The client a token request presents: HTTP Basic, else `client_id` and `client_secret` in the form, else
 * `client_id` alone (a public client); null when it names none. One method per request.
 */
export function presentedClient(req: Request): PresentedClient | null {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const clientId = single(body, 'client_id');
  const clientSecret = single(body, 'client_secret');
  if (single(body, 'client_assertion') !== undefined || single(body, 'client_assertion_type') !== undefined)
    throw invalidClient('client_assertion is not supported');
  const authorization = req.headers.authorization;
  if (authorization && clientSecret !== undefined)
    throw badRequest('invalid_request', 'A request must use only one client authentication method');
  if (authorization && !BASIC.test(authorization)) {
    const scheme = AUTH_SCHEME.exec(authorization)?.[1];
    if (!scheme) throw badRequest('invalid_request', 'Invalid authorization header format');
    throw invalidClient('unsupported authorization scheme', undefined, scheme);
  }
  if (authorization) return fromBasic(authorization);
  if (clientId && clientSecret) return { method: 'client_secret_post', clientId, clientSecret };
  if (clientId) return { method: 'none', clientId };
  return null;
}
