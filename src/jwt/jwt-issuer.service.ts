import { Injectable } from '@nestjs/common';
import { JWTPayload, SignJWT } from 'jose';
import { Clock } from '../common/time/clock';
import { AppConfig, JwtConfig } from '../config/app-config';
import { ActiveSession } from '../session/session.types';
import { toUserResponse } from '../user/dto/user.response';
import { JwksService } from './jwks.service';

/**
 * Signs the caller's token as Better Auth's jwt plugin does: the user (or the configured fields of
 * it) as payload, `sub` the user id, `iat`, `exp`, `iss` and `aud`, and the key's id in the header.
 */
@Injectable()
export class JwtIssuer {
  private readonly jwt: JwtConfig;

  constructor(
    private readonly jwks: JwksService,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.jwt = config.jwt;
  }

  async issue(active: ActiveSession): Promise<string> {
    const key = await this.jwks.signingKey();
    const issuedAt = Math.floor(this.clock.nowMs() / 1000);
    return new SignJWT({ iat: issuedAt, ...this.claimsOf(active), sub: active.user.id })
      .setProtectedHeader({ alg: key.alg, kid: key.kid })
      .setExpirationTime(issuedAt + this.jwt.expiresInSeconds)
      .setIssuer(this.jwt.issuer)
      .setAudience(this.jwt.audience)
      .sign(key.privateKey);
  }

  /** The user as get-session shows it, dates as ISO strings, cut to the configured fields. */
  private claimsOf(active: ActiveSession): JWTPayload {
    const user = JSON.parse(JSON.stringify(toUserResponse(active.user))) as Record<string, unknown>;
    if (this.jwt.claims === null) return user;
    return Object.fromEntries(this.jwt.claims.filter((name) => name in user).map((name) => [name, user[name]]));
  }
}
