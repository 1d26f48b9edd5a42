import type { Request } from 'express';
import { badRequest } from '../oauth-error';

export type TokenTypeHint = 'access_token' | 'refresh_token' | undefined;

const AUTHORIZATION_SCHEME = /^(Bearer|DPoP)\s+/i;

/**
 * The `token` and `token_type_hint` of an introspection or revocation request, as the package reads them: an
 * unknown hint counts as none, and a token pasted with its `Bearer ` scheme is taken without it.
 */
export function presentedToken(req: Request, missing: string): { token: string; hint: TokenTypeHint } {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const raw = body.token;
  const token = typeof raw === 'string' ? raw.replace(AUTHORIZATION_SCHEME, '') : '';
  if (!token) throw badRequest('invalid_request', missing);
  const hint = body.token_type_hint;
  return { token, hint: hint === 'access_token' || hint === 'refresh_token' ? hint : undefined };
}
