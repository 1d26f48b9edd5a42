import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../platform/common/time/clock';
import { SecretKeyring } from '../../platform/common/crypto/secret-keyring';
import { AppConfig } from '../../platform/config/app-config';
import { COOKIE_CACHE_MAX_LENGTH, COOKIE_CACHE_VERSION } from './session.constants';
import { UserResponse, toUserResponse } from '../user/dto/user.response';
import { ActiveSession } from './session.types';

/** The user as responses show it: Better Auth's fields and the configured ones side by side. */
type CachedUser = UserResponse & Record<string, unknown>;

interface CachedSessionData {
  session: ActiveSession['session'];
  user: CachedUser;
  updatedAt: number;
  version: string;
}

interface CachePayload {
  session: CachedSessionData;
  expiresAt: number;
  signature: string;
}

/**
 * The signed `session_data` cookie, in Better Auth's compact form: base64url JSON of the session,
 * its expiry and an HMAC-SHA256 over both. Served without any storage call while it lasts.
 */
@Injectable()
export class CookieCache {
  private readonly logger = new Logger(CookieCache.name);

  constructor(
    private readonly config: AppConfig,
    private readonly keyring: SecretKeyring,
    private readonly clock: Clock,
  ) {}

  /** The cookie value, or null when it would exceed the cookie size limit. */
  encode(active: ActiveSession): string | null {
    const data: CachedSessionData = {
      session: active.session,
      user: { ...toUserResponse(active.user) },
      updatedAt: this.clock.nowMs(),
      version: COOKIE_CACHE_VERSION,
    };
    const expiresAt = this.clock.nowMs() + this.config.session.cookieCache.maxAgeSeconds * 1000;
    const signature = this.sign(data, expiresAt);
    const encoded = Buffer.from(JSON.stringify({ session: data, expiresAt, signature })).toString('base64url');
    if (encoded.length > COOKIE_CACHE_MAX_LENGTH) {
      this.logger.warn(`Session data of ${encoded.length} characters exceeds the cookie limit; the cache is skipped`);
      return null;
    }
    return encoded;
  }

  decode(value: string): ActiveSession | null {
    let payload: CachePayload;
    try {
      payload = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as CachePayload;
    } catch {
      return null;
    }
    if (!payload?.session || typeof payload.signature !== 'string' || typeof payload.expiresAt !== 'number')
      return null;
    const signed = JSON.stringify({ ...payload.session, expiresAt: payload.expiresAt });
    if (!this.keyring.verifyMac(signed, payload.signature, 'base64url')) return null;
    if (payload.expiresAt <= this.clock.nowMs()) return null;
    const { session, user } = payload.session;
    const {
      id,
      name,
      email,
      emailVerified,
      image,
      role,
      banned,
      banReason,
      banExpires,
      twoFactorEnabled,
      createdAt,
      updatedAt,
      ...additionalFields
    } = user;
    const active: ActiveSession = {
      session: {
        ...session,
        expiresAt: new Date(session.expiresAt),
        createdAt: new Date(session.createdAt),
        updatedAt: new Date(session.updatedAt),
        impersonatedBy: session.impersonatedBy ?? null,
        activeOrganizationId: session.activeOrganizationId ?? null,
        activeTeamId: session.activeTeamId ?? null,
        secondFactorAt: session.secondFactorAt ? new Date(session.secondFactorAt) : null,
      },
      user: {
        id,
        name,
        email,
        emailVerified,
        image: image ?? null,
        role: role ?? null,
        banned: Boolean(banned),
        banReason: banReason ?? null,
        banExpires: banExpires ? new Date(banExpires) : null,
        twoFactorEnabled: Boolean(twoFactorEnabled),
        createdAt: new Date(createdAt),
        updatedAt: new Date(updatedAt),
        additionalFields,
      },
    };
    return active.session.expiresAt.getTime() > this.clock.nowMs() ? active : null;
  }

  private sign(data: CachedSessionData, expiresAt: number): string {
    return this.keyring.mac(JSON.stringify({ ...data, expiresAt }), 'base64url');
  }
}
