import { Injectable } from '@nestjs/common';
import { JWTPayload, SignJWT } from 'jose';
import { Clock } from '../../platform/common/time/clock';
import { AppConfig, JwtConfig } from '../../platform/config/app-config';
import { ActiveSession } from '../../identity/session/session.types';
import { toUserResponse } from '../../identity/user/dto/user.response';
import { JwksService } from './jwks.service';
import { TOKEN_REUSE_MAX_ENTRIES, TOKEN_REUSE_MAX_SECONDS } from './jwt.constants';
import { SignedTokenCache } from './signed-token-cache';

/**
 * Signs the caller's token as Better Auth's jwt plugin does: the user (or the configured fields of
 * it) as payload, `sub` the user id, `iat`, `exp`, `iss` and `aud`, and the key's id in the header.
 */
@Injectable()
export class JwtIssuer {
  private readonly jwt: JwtConfig;
  private readonly signed: SignedTokenCache;

  constructor(
    private readonly jwks: JwksService,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.jwt = config.jwt;
    const reuseSeconds = Math.min(TOKEN_REUSE_MAX_SECONDS, Math.floor(this.jwt.expiresInSeconds / 10));
    this.signed = new SignedTokenCache(reuseSeconds, TOKEN_REUSE_MAX_ENTRIES);
  }

  /** A token for the caller: one signed for the same claims by the same key moments ago, or a new one. */
  async issue(active: ActiveSession): Promise<string> {
    const key = await this.jwks.signingKey();
    const user = JSON.stringify(toUserResponse(active.user));
    const nowS = Math.floor(this.clock.nowMs() / 1000);
    return this.signed.obtain(`${key.kid}\n${user}`, nowS, (issuedAt) =>
      new SignJWT({ iat: issuedAt, ...this.claimsOf(user), sub: active.user.id })
        .setProtectedHeader({ alg: key.alg, kid: key.kid })
        .setExpirationTime(issuedAt + this.jwt.expiresInSeconds)
        .setIssuer(this.jwt.issuer)
        .setAudience(this.jwt.audience)
        .sign(key.privateKey),
    );
  }

  /** The user as get-session shows it (as JSON: dates as ISO strings), cut to the configured fields. */
  private claimsOf(userJson: string): JWTPayload {
    const user = JSON.parse(userJson) as Record<string, unknown>;
    if (this.jwt.claims === null) return user;
    return Object.fromEntries(this.jwt.claims.filter((name) => name in user).map((name) => [name, user[name]]));
  }
}
