import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { SessionService } from '../../../identity/session/session.service';
import { ActiveSession, Session } from '../../../identity/session/session.types';
import { Clock } from '../../../platform/common/time/clock';
import { JwksService } from '../../jwt/jwks.service';
import { OAuthClientRepository } from '../storage/oauth-client.repository';
import { OAuthClient } from '../storage/oauth-storage.types';
import { LogoutPage, confirmationPage, isBrowserNavigation, loggedOutPage, logoutErrorPage } from './logout-pages';
import { OAuthError } from '../oauth-error';
import { ProviderSettings } from './provider-settings';

/** What the confirmation page's form carries over, in a signed cookie (the package's confirmation state). */
export interface LogoutConfirmation {
  sessionId?: string;
  clientId?: string;
  postLogoutRedirectUri?: string;
  state?: string;
  redirectInvalid?: boolean;
  expiresAt: number;
}

/** How the endpoint answers: a redirect (302 or JSON), an HTML page, or an empty 200 for a script. */
export type LogoutOutcome = {
  redirect?: string;
  page?: LogoutPage;
  /** The state to keep for the confirmation page's form. */
  confirmation?: LogoutConfirmation;
  /** The browser's own session ended: its cookies are cleared. */
  endedCurrent?: boolean;
  /** The client and user of an ended session, for the audit log. */
  ended?: { clientId: string | null; userId: string };
};

export const CONFIRMATION_TTL_SECONDS = 300;

type LogoutRequest = Record<string, string | undefined>;

/**
 * The package's RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0): a verified `id_token_hint` of a
 * client with `enable_end_session` ends the session it names (`sid`), and the browser goes on to a registered
 * `post_logout_redirect_uri` with `state`; anything less asks the user to confirm.
 */
@Injectable()
export class EndSessionService {
  constructor(
    private readonly clients: OAuthClientRepository,
    private readonly sessions: SessionService,
    private readonly jwks: JwksService,
    private readonly settings: ProviderSettings,
    private readonly clock: Clock,
  ) {}

  async endSession(req: Request, request: LogoutRequest, current: ActiveSession | null): Promise<LogoutOutcome> {
    const navigation = isBrowserNavigation(req);
    const hint = request.id_token_hint;
    if (!hint) {
      let context = {};
      if (request.client_id) {
        const client = await this.clients.findByClientId(request.client_id);
        const refusal = this.clientRefusal(client, navigation);
        if (refusal) return refusal;
        context = this.confirmationContext(client!, request);
      }
      return this.confirmationRequired(navigation, current, context);
    }
    const client = await this.clients.findByClientId(request.client_id ?? this.hintedClientId(hint) ?? '');
    if (!client) {
      if (current && navigation) return this.confirmationRequired(navigation, current, {});
      return this.refuse(navigation, 400, 'invalid_client', 'The logout client does not exist');
    }
    const refusal = this.clientRefusal(client, navigation);
    if (refusal) return refusal;
    const claims = await this.verifyHint(hint, client);
    if (!claims) {
      if (current && navigation)
        return this.confirmationRequired(
          navigation,
          current,
          request.client_id ? this.confirmationContext(client, request) : {},
        );
      return this.refuse(navigation, 401, 'invalid_token', 'The id_token_hint is invalid');
    }
    const matchesCurrent = current?.session.id === claims.sid;
    if (current && !matchesCurrent)
      return this.confirmationRequired(navigation, current, this.confirmationContext(client, request));
    const redirect = registeredLogoutRedirect(client, request.post_logout_redirect_uri, request.state);
    const hinted = matchesCurrent ? current.session : await this.sessionById(claims.sub, claims.sid);
    if (hinted) await this.sessions.end(hinted.token);
    const ended = hinted ? { clientId: client.clientId, userId: hinted.userId } : undefined;
    if (redirect.uri) return { redirect: redirect.uri, endedCurrent: matchesCurrent, ended };
    return { page: navigation ? loggedOutPage(redirect.invalid) : undefined, endedCurrent: matchesCurrent, ended };
  }

  /** `POST /oauth2/end-session/confirm`: ends the browser's session the confirmation page was shown for. */
  async confirm(req: Request, state: LogoutConfirmation | null, current: ActiveSession | null): Promise<LogoutOutcome> {
    const navigation = isBrowserNavigation(req);
    if (!state || state.expiresAt <= this.clock.nowMs())
      return this.refuse(navigation, 400, 'invalid_request', 'The logout confirmation is invalid or expired');
    const redirect = await this.confirmedRedirect(state);
    if (!current) {
      if (redirect.uri) return { redirect: redirect.uri };
      if (navigation) return { page: loggedOutPage(redirect.invalid) };
      return this.refuse(navigation, 400, 'invalid_request', 'No active session is available for logout');
    }
    if (state.sessionId && state.sessionId !== current.session.id)
      return this.refuse(navigation, 400, 'invalid_request', 'The logout confirmation is invalid or expired');
    await this.sessions.end(current.session.token);
    const ended = { clientId: state.clientId ?? null, userId: current.user.id };
    if (redirect.uri) return { redirect: redirect.uri, endedCurrent: true, ended };
    return { page: navigation ? loggedOutPage(redirect.invalid) : undefined, endedCurrent: true, ended };
  }

  private clientRefusal(client: OAuthClient | null, navigation: boolean): LogoutOutcome | null {
    if (!client) return this.refuse(navigation, 400, 'invalid_client', 'The logout client does not exist');
    if (client.disabled) return this.refuse(navigation, 400, 'invalid_client', 'The logout client is disabled');
    if (!client.enableEndSession)
      return this.refuse(navigation, 401, 'invalid_client', 'The client is not allowed to initiate logout');
    return null;
  }

  /** A navigation gets the error page; a script gets the OAuth error. */
  private refuse(navigation: boolean, status: number, error: string, description: string): LogoutOutcome {
    if (navigation) return { page: logoutErrorPage(status, description) };
    throw new OAuthError(status, error, description);
  }

  private confirmationRequired(
    navigation: boolean,
    current: ActiveSession | null,
    context: Partial<LogoutConfirmation>,
  ): LogoutOutcome {
    if (!current && !navigation)
      return this.refuse(navigation, 400, 'invalid_request', 'No active session is available for logout');
    if (!navigation)
      return this.refuse(navigation, 400, 'invalid_request', 'User confirmation is required to complete logout');
    return {
      page: confirmationPage(this.settings.endpoint('/oauth2/end-session/confirm')),
      confirmation: {
        ...(current ? { sessionId: current.session.id } : {}),
        ...context,
        expiresAt: this.clock.nowMs() + CONFIRMATION_TTL_SECONDS * 1000,
      },
    };
  }

  private confirmationContext(client: OAuthClient, request: LogoutRequest): Partial<LogoutConfirmation> {
    const uri = request.post_logout_redirect_uri;
    if (!uri) return {};
    if (registeredLogoutRedirect(client, uri, request.state).invalid) return { redirectInvalid: true };
    return {
      clientId: client.clientId,
      postLogoutRedirectUri: uri,
      ...(request.state ? { state: request.state } : {}),
    };
  }

  private async confirmedRedirect(state: LogoutConfirmation): Promise<RegisteredRedirect> {
    if (state.redirectInvalid) return { invalid: true };
    if (!state.clientId || !state.postLogoutRedirectUri) return { invalid: false };
    const client = await this.clients.findByClientId(state.clientId);
    if (!client || client.disabled || !client.enableEndSession) return { invalid: true };
    return registeredLogoutRedirect(client, state.postLogoutRedirectUri, state.state);
  }

  private hintedClientId(hint: string): string | null {
    try {
      const payload = JSON.parse(Buffer.from(hint.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
        aud?: unknown;
        azp?: unknown;
      };
      if (typeof payload.aud === 'string' && payload.aud) return payload.aud;
      if (typeof payload.azp === 'string' && payload.azp) return payload.azp;
      const audiences = Array.isArray(payload.aud) ? payload.aud.filter((aud) => typeof aud === 'string') : [];
      return audiences.length === 1 ? audiences[0] : null;
    } catch {
      return null;
    }
  }

  /** The hint's `sub` and `sid` when the service signed it for the client; expiry does not matter (RP logout). */
  private async verifyHint(hint: string, client: OAuthClient): Promise<{ sub: string; sid: string } | null> {
    try {
      const keys = createLocalJWKSet(await this.jwks.publicKeySet());
      const { payload } = await jwtVerify(hint, keys, {
        issuer: this.settings.issuer,
        audience: client.clientId,
        currentDate: new Date(0),
      });
      const { sub, sid } = payload as { sub?: unknown; sid?: unknown };
      return typeof sub === 'string' && sub && typeof sid === 'string' && sid ? { sub, sid } : null;
    } catch {
      return null;
    }
  }

  private async sessionById(userId: string, sessionId: string): Promise<Session | null> {
    const sessions = await this.sessions.listAll(userId);
    return sessions.find((session) => session.id === sessionId) ?? null;
  }
}

interface RegisteredRedirect {
  uri?: string;
  invalid: boolean;
}

/** The post-logout URI with `state`, when the client registered it exactly; else invalid (no redirect). */
function registeredLogoutRedirect(client: OAuthClient, uri: string | undefined, state: string | undefined) {
  if (!uri) return { invalid: false } as RegisteredRedirect;
  if (!client.postLogoutRedirectUris?.includes(uri)) return { invalid: true } as RegisteredRedirect;
  try {
    const target = new URL(uri);
    if (state) target.searchParams.set('state', state);
    return { uri: target.toString(), invalid: false } as RegisteredRedirect;
  } catch {
    return { invalid: true } as RegisteredRedirect;
  }
}
