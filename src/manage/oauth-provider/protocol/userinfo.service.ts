import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Clock } from '../../../platform/common/time/clock';
import { SessionService } from '../../../identity/session/session.service';
import { isBanned } from '../../../identity/user/user-ban';
import { UserService } from '../../../identity/user/user.service';
import { User } from '../../../identity/user/user.types';
import { OAuthAccessTokenRepository } from '../storage/oauth-access-token.repository';
import { OAuthClientRepository } from '../storage/oauth-client.repository';
import { OAuthAccessToken } from '../storage/oauth-storage.types';
import { storedSecretOf } from '../storage/stored-secrets';
import { OAuthError, badRequest } from '../oauth-error';

const INVALID_TOKEN = 'Invalid access token';

/** The package's `splitDisplayName`: the last word is the family name, the rest the given name. */
function splitName(name: string): { given?: string; family?: string } {
  const parts = name.split(' ').filter((part) => part !== '');
  return parts.length <= 1 ? {} : { given: parts.slice(0, -1).join(' '), family: parts.at(-1) };
}

/** OIDC Core §5.4: the standard claims each scope releases, from the user's record. */
function claimsOf(user: User, scopes: readonly string[]): Record<string, unknown> {
  const claims: Record<string, unknown> = { sub: user.id };
  if (scopes.includes('profile')) {
    const { given, family } = splitName(user.name ?? '');
    Object.assign(claims, { name: user.name ?? undefined, picture: user.image ?? undefined });
    Object.assign(claims, { given_name: given, family_name: family });
  }
  if (scopes.includes('email'))
    Object.assign(claims, { email: user.email, email_verified: user.emailVerified ?? false });
  return claims;
}

/** The bearer token of a userinfo request: the Authorization header or, on POST, the form's `access_token`. */
function presentedToken(req: Request): string | undefined {
  const authorization = req.headers.authorization;
  let fromHeader: string | undefined;
  if (authorization) {
    const [scheme, credentials, ...rest] = authorization.trim().split(/\s+/);
    if (scheme?.toLowerCase() === 'bearer') {
      if (!credentials || rest.length > 0) throw badRequest('invalid_request', 'Malformed Bearer Authorization header');
      fromHeader = credentials;
    }
  }
  const body = req.method === 'POST' ? (req.body as Record<string, unknown> | undefined)?.access_token : undefined;
  const fromBody = typeof body === 'string' && body !== '' ? body : undefined;
  if (fromHeader && fromBody)
    throw badRequest('invalid_request', 'Multiple access token transport methods are not allowed');
  return fromHeader ?? fromBody;
}

@Injectable()
export class UserInfoService {
  constructor(
    private readonly accessTokens: OAuthAccessTokenRepository,
    private readonly clients: OAuthClientRepository,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
  ) {}

  async claimsFor(req: Request): Promise<Record<string, unknown>> {
    const token = presentedToken(req);
    // RFC 6750 §3: a request without credentials is challenged (beyond the package, which sends no challenge).
    if (!token)
      throw new OAuthError(401, 'invalid_request', 'access token not found', { 'WWW-Authenticate': 'Bearer' });
    const active = await this.activeToken(token);
    if (!active) {
      const challenge = `Bearer error="invalid_token", error_description="${INVALID_TOKEN}"`;
      throw new OAuthError(401, 'invalid_token', INVALID_TOKEN, { 'WWW-Authenticate': challenge });
    }
    const { accessToken, user } = active;
    if (!accessToken.scopes.includes('openid')) throw badRequest('invalid_scope', 'Missing required scope');
    if (!user) throw badRequest('invalid_request', 'user not found');
    return claimsOf(user, accessToken.scopes);
  }

  /**
   * The stored token and its user when the token is live: not expired or revoked, its client enabled, its session
   * still there, its user not banned.
   */
  private async activeToken(token: string): Promise<{ accessToken: OAuthAccessToken; user: User | null } | null> {
    const stored = await this.accessTokens.findByToken(storedSecretOf(token));
    const nowMs = this.clock.nowMs();
    if (!stored || stored.revoked || stored.expiresAt.getTime() < nowMs) return null;
    const client = await this.clients.findByClientId(stored.clientId);
    if (!client || client.disabled) return null;
    if (stored.sessionId && stored.userId) {
      const sessions = await this.sessions.listAll(stored.userId);
      if (!sessions.some((session) => session.id === stored.sessionId && session.expiresAt.getTime() >= nowMs))
        return null;
    }
    const user = stored.userId ? await this.users.findById(stored.userId) : null;
    if (user && isBanned(user, nowMs)) return null;
    return { accessToken: stored, user };
  }
}
