import { Injectable } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SecretKeyring } from '../../platform/common/crypto/secret-keyring';
import { readBearerToken } from './bearer-token';
import { HeaderSessionSources } from './header-session-sources';
import { SessionCookies } from './session-cookies';
import { SessionService } from './session.service';
import { ActiveSession } from './session.types';

export interface ResolveRequestOptions {
  /** Sensitive actions always read the store, never the signed cookie cache. */
  useCookieCache: boolean;
  mayRefresh: boolean;
}

/**
 * Turns a request into the caller's session: a header credential (an API key) when one is sent,
 * else a session token in `Authorization: Bearer`, else the session cookie, keeping the cookies in step.
 *
 * A well-signed bearer token is the session even when a cookie names another one (Better Auth's bearer
 * plugin puts it in place of the cookie): the caller chose it explicitly. A session reached that way
 * leaves the cookies alone, so a stale or foreign bearer never signs the browser out.
 */
@Injectable()
export class SessionResolver {
  constructor(
    private readonly sessions: SessionService,
    private readonly cookies: SessionCookies,
    private readonly headerSources: HeaderSessionSources,
    private readonly keyring: SecretKeyring,
  ) {}

  /** The session token the request names: the bearer one, else the cookie's. */
  readToken(req: IncomingMessage): string | null {
    return this.readBearer(req) ?? this.cookies.readToken(req);
  }

  async resolve(
    req: IncomingMessage,
    res: ServerResponse,
    options: ResolveRequestOptions,
  ): Promise<ActiveSession | null> {
    const fromHeader = await this.headerSources.authenticate(req);
    if (fromHeader) return fromHeader;
    const bearer = this.readBearer(req);
    if (bearer) {
      const result = await this.sessions.resolve(bearer, { mayRefresh: options.mayRefresh });
      return result?.active ?? null;
    }
    const token = this.cookies.readToken(req);
    if (!token) return null;
    if (options.useCookieCache) {
      const cached = this.cookies.readCache(req);
      if (cached && cached.session.token === token) return cached;
    }
    const dontRemember = this.cookies.readDontRemember(req);
    const result = await this.sessions.resolve(token, { mayRefresh: options.mayRefresh && !dontRemember });
    if (!result) {
      this.cookies.clear(res);
      return null;
    }
    // A refresh moves the cookie's expiry; a cache miss re-issues the cache.
    if (result.refreshed || (options.useCookieCache && this.cookies.isCacheEnabled)) {
      this.cookies.write(res, result.active, dontRemember);
    }
    return result.active;
  }

  /**
   * The session the request's own token names (bearer, else cookie), neither refreshed nor written back;
   * header credentials are not looked at. With `useCookieCache`, a valid cookie cache answers.
   */
  async peek(req: IncomingMessage, useCookieCache: boolean): Promise<ActiveSession | null> {
    const bearer = this.readBearer(req);
    const token = bearer ?? this.cookies.readToken(req);
    if (!token) return null;
    if (!bearer && useCookieCache) {
      const cached = this.cookies.readCache(req);
      if (cached && cached.session.token === token) return cached;
    }
    const result = await this.sessions.resolve(token, { mayRefresh: false });
    return result?.active ?? null;
  }

  private readBearer(req: IncomingMessage): string | null {
    return readBearerToken(req.headers.authorization, this.keyring);
  }
}
