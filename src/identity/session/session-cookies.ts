import { Injectable } from '@nestjs/common';
import type { IncomingMessage as Request, ServerResponse as Response } from 'node:http';
import {
  appendSetCookie,
  readCookies,
  serializeCookie,
  serializeExpiredCookie,
} from '../../platform/common/http/cookies';
import { exposeHeader } from '../../platform/common/http/expose-headers';
import { SecretKeyring } from '../../platform/common/crypto/secret-keyring';
import { AppConfig } from '../../platform/config/app-config';
import { CookieCache } from './cookie-cache';
import { AUTH_TOKEN_HEADER, COOKIE_MAX_AGE_LIMIT_SECONDS } from './session.constants';
import { ActiveSession } from './session.types';

/** Reads and writes the session cookies with Better Auth's names, signing and attributes. */
@Injectable()
export class SessionCookies {
  private readonly secure: boolean;
  /** COOKIE_DOMAIN: every session cookie is shared with the parent domain's hosts. */
  private readonly domain: string | undefined;
  readonly names: { sessionToken: string; sessionData: string; dontRemember: string };
  private readonly adminSessionName: string;

  constructor(
    private readonly config: AppConfig,
    private readonly keyring: SecretKeyring,
    private readonly cache: CookieCache,
  ) {
    this.secure = config.baseUrl.startsWith('https://');
    this.domain = config.cookieDomain ?? undefined;
    const prefix = `${this.secure ? '__Secure-' : ''}${config.advanced.cookiePrefix}`;
    this.names = {
      sessionToken: `${prefix}.session_token`,
      sessionData: `${prefix}.session_data`,
      dontRemember: `${prefix}.dont_remember`,
    };
    this.adminSessionName = `${prefix}.admin_session`;
  }

  get isCacheEnabled(): boolean {
    return this.config.session.cookieCache.enabled;
  }

  /** The session token from a correctly signed cookie, else null. */
  readToken(req: Request): string | null {
    const raw = readCookies(req.headers.cookie)[this.names.sessionToken];
    return raw ? this.keyring.unsign(raw) : null;
  }

  readDontRemember(req: Request): boolean {
    const raw = readCookies(req.headers.cookie)[this.names.dontRemember];
    return raw ? this.keyring.unsign(raw) === 'true' : false;
  }

  readCache(req: Request): ActiveSession | null {
    if (!this.config.session.cookieCache.enabled) return null;
    const raw = readCookies(req.headers.cookie)[this.names.sessionData];
    return raw ? this.cache.decode(raw) : null;
  }

  hasAnyCookie(req: Request): boolean {
    const cookies = readCookies(req.headers.cookie);
    return Object.values(this.names).some((name) => cookies[name] !== undefined);
  }

  /** Sets the token (a browser-session cookie when not remembered) and, when enabled, the cache. */
  write(res: Response, active: ActiveSession, dontRemember: boolean): void {
    if (active.viaApiKey) return;
    const lifetime = Math.min(this.config.session.expiresInSeconds, COOKIE_MAX_AGE_LIMIT_SECONDS);
    const signedToken = this.keyring.sign(active.session.token);
    // Better Auth's bearer plugin hands the cookie's value to clients that cannot keep cookies.
    res.setHeader(AUTH_TOKEN_HEADER, encodeURIComponent(signedToken));
    exposeHeader(res, AUTH_TOKEN_HEADER);
    const cookies = [
      serializeCookie(this.names.sessionToken, signedToken, {
        secure: this.secure,
        domain: this.domain,
        maxAge: dontRemember ? undefined : lifetime,
      }),
    ];
    if (dontRemember) {
      cookies.push(
        serializeCookie(this.names.dontRemember, this.keyring.sign('true'), {
          secure: this.secure,
          domain: this.domain,
        }),
      );
    }
    const cached = this.config.session.cookieCache.enabled ? this.cache.encode(active) : null;
    if (cached) {
      const maxAge = dontRemember ? undefined : this.config.session.cookieCache.maxAgeSeconds;
      cookies.push(
        serializeCookie(this.names.sessionData, cached, { secure: this.secure, domain: this.domain, maxAge }),
      );
    } else if (this.config.session.cookieCache.enabled) {
      cookies.push(serializeExpiredCookie(this.names.sessionData, this.secure, this.domain));
    }
    appendSetCookie(res, cookies);
  }

  /** Drops the cached copy, so this browser's next read goes to the store. */
  clearCache(res: Response): void {
    if (this.isCacheEnabled)
      appendSetCookie(res, [serializeExpiredCookie(this.names.sessionData, this.secure, this.domain)]);
  }

  /** Keeps the administrator's own session while they impersonate: `token:dontRemember`, signed. */
  writeAdminSession(res: Response, admin: ActiveSession, dontRemember: boolean): void {
    if (admin.viaApiKey) return;
    const value = this.keyring.sign(`${admin.session.token}:${dontRemember ? 'true' : ''}`);
    const maxAge = Math.min(this.config.session.expiresInSeconds, COOKIE_MAX_AGE_LIMIT_SECONDS);
    appendSetCookie(res, [
      serializeCookie(this.adminSessionName, value, { secure: this.secure, domain: this.domain, maxAge }),
    ]);
  }

  readAdminSession(req: Request): { token: string; dontRemember: boolean } | null {
    const raw = readCookies(req.headers.cookie)[this.adminSessionName];
    const value = raw ? this.keyring.unsign(raw) : null;
    if (!value) return null;
    const [token, dontRemember] = value.split(':');
    return token ? { token, dontRemember: dontRemember === 'true' } : null;
  }

  clearAdminSession(res: Response): void {
    appendSetCookie(res, [serializeExpiredCookie(this.adminSessionName, this.secure, this.domain)]);
  }

  /** Keeps browser-session mode for the session a pending second factor will create. */
  writeDontRemember(res: Response): void {
    const value = this.keyring.sign('true');
    const options = { secure: this.secure, domain: this.domain };
    appendSetCookie(res, [serializeCookie(this.names.dontRemember, value, options)]);
  }

  /** Ends browser-session mode, when a remembered session replaces one that was not. */
  clearDontRemember(res: Response): void {
    appendSetCookie(res, [serializeExpiredCookie(this.names.dontRemember, this.secure, this.domain)]);
  }

  clear(res: Response): void {
    appendSetCookie(
      res,
      Object.values(this.names).map((name) => serializeExpiredCookie(name, this.secure, this.domain)),
    );
  }
}
