import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/common/time/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { ActiveSession } from '../../../identity/session/session.types';
import { OAuthProviderMetrics } from '../oauth-provider.metrics';
import { OAuthClientRepository } from '../storage/oauth-client.repository';
import { OAuthConsentRepository } from '../storage/oauth-consent.repository';
import { OAuthClient } from '../storage/oauth-storage.types';
import { AuthorizationCodes } from './authorization-codes';
import { AuthorizationQuery, promptsOf, readAuthorizationQuery } from './authorization-request';
import { withParameters } from './authorization-response';
import { clientAllowsGrant } from './client-authenticator';
import { AUTHORIZATION_CODE_LIFETIME_SECONDS } from './oauth-provider.constants';
import { pkceRequirement } from './pkce';
import { ProviderSettings } from './provider-settings';
import { findRegisteredRedirectUri } from './redirect-uris';
import { signOAuthQuery } from './signed-oauth-query';
import { ResourceIndicators, resourcesOf } from '../resources/resource-indicators';
import { OAuthError } from '../oauth-error';

/** Where the browser goes next; `code` set when the answer carries an authorization code. */
export interface AuthorizeOutcome {
  url: string;
  issuedTo?: { clientId: string; userId: string };
}

/** The package's authorization endpoint for the code flow: every check in its order, with its answers. */
@Injectable()
export class AuthorizeService {
  private readonly secret: string;

  constructor(
    private readonly clients: OAuthClientRepository,
    private readonly consents: OAuthConsentRepository,
    private readonly codes: AuthorizationCodes,
    private readonly settings: ProviderSettings,
    private readonly clock: Clock,
    private readonly metrics: OAuthProviderMetrics,
    private readonly resourceIndicators: ResourceIndicators,
    config: AppConfig,
  ) {
    this.secret = config.secret;
  }

  async authorize(raw: Record<string, unknown>, active: ActiveSession | null): Promise<AuthorizeOutcome> {
    if (typeof raw.request === 'string' && typeof raw.request_uri === 'string')
      return this.refuse(raw, 'invalid_request', 'request and request_uri cannot be used together');
    if (typeof raw.request === 'string')
      return this.refuse(raw, 'request_not_supported', 'request object not supported');
    if (typeof raw.request_uri === 'string') {
      if (typeof raw.client_id !== 'string' || !raw.client_id)
        return this.refuse(raw, 'invalid_request', 'client_id is required');
      return this.refuse(raw, 'request_uri_not_supported', 'request_uri not supported');
    }
    const read = readAuthorizationQuery(raw);
    if ('error' in read) return this.refuse(raw, read.error, read.description);
    let query: AuthorizationQuery = read;
    if (!query.response_type) return this.refuse(raw, 'invalid_request', 'response_type is required');
    const prompts = promptsOf(query);
    if (prompts.has('select_account'))
      return this.toErrorPage('unsupported_prompt_select_account', 'unsupported prompt type');
    const client = await this.clients.findByClientId(query.client_id);
    if (!client) return this.toErrorPage('invalid_client', 'client_id is required');
    if (client.disabled) return this.toErrorPage('client_disabled', 'client is disabled');
    if (!clientAllowsGrant(client, 'authorization_code'))
      return this.toErrorPage('unauthorized_client', 'client is not authorized to use the authorization_code grant');
    if (!query.redirect_uri || !findRegisteredRedirectUri(client.redirectUris, query.redirect_uri))
      return this.toErrorPage('invalid_redirect', 'invalid redirect uri');
    const toClient = (error: string, description: string) => this.toClient(query, error, description);

    let scopes = query.scope?.split(' ').filter(Boolean);
    if (scopes) {
      const valid = new Set(client.scopes ?? this.settings.scopes);
      const invalid = scopes.filter((scope) => !valid.has(scope));
      if (invalid.length) return toClient('invalid_scope', `The following scopes are invalid: ${invalid.join(', ')}`);
    } else {
      scopes = [...(client.scopes ?? this.settings.scopes)];
      query = { ...query, scope: scopes.join(' ') };
    }
    const resourceProblem = await this.resourceProblem(client, query, scopes);
    if (resourceProblem) return toClient(resourceProblem.error, resourceProblem.description);
    const pkce = pkceRequirement(client, scopes, query.nonce);
    if (pkce && (!query.code_challenge || !query.code_challenge_method)) return toClient('invalid_request', pkce);
    if (
      (query.code_challenge || query.code_challenge_method) &&
      (!query.code_challenge || !query.code_challenge_method)
    )
      return toClient('invalid_request', 'code_challenge and code_challenge_method must both be provided');

    const promptNone = prompts.has('none');
    const nowMs = this.clock.nowMs();
    const maxAge = query.max_age === undefined ? undefined : Number(query.max_age);
    const withinMaxAge =
      active !== null && maxAge !== undefined && nowMs - active.session.createdAt.getTime() <= maxAge * 1000;
    if (!active || (maxAge !== undefined && !withinMaxAge) || prompts.has('login') || prompts.has('create')) {
      if (promptNone) return toClient('login_required', 'authentication required');
      return this.toPage(this.settings.loginPage, query);
    }
    if (withinMaxAge) {
      const { max_age: _satisfied, ...rest } = query;
      query = rest;
    }
    if (prompts.has('consent')) return this.toPage(this.settings.consentPage, query);
    if (!client.skipConsent && !(await this.hasConsented(client, active.user.id, scopes))) {
      if (promptNone) return toClient('consent_required', 'End-User consent is required');
      return this.toPage(this.settings.consentPage, query);
    }
    return this.withCode(client, query, active);
  }

  /** RFC 8707 at authorize: the resource must be one the client may get tokens for, as at the token endpoint. */
  private async resourceProblem(client: OAuthClient, query: AuthorizationQuery, scopes: string[]) {
    if (query.resource === undefined) return null;
    try {
      await this.resourceIndicators.grant(client.clientId, resourcesOf(query.resource), scopes);
      return null;
    } catch (refusal) {
      if (refusal instanceof OAuthError) return { error: refusal.error, description: refusal.description };
      throw refusal;
    }
  }

  private async hasConsented(client: OAuthClient, userId: string, scopes: readonly string[]): Promise<boolean> {
    const consent = await this.consents.find(client.clientId, userId);
    return consent !== null && scopes.every((scope) => consent.scopes.includes(scope));
  }

  private async withCode(
    client: OAuthClient,
    query: AuthorizationQuery,
    active: ActiveSession,
  ): Promise<AuthorizeOutcome> {
    const code = await this.codes.issue({
      type: 'authorization_code',
      query,
      userId: active.user.id,
      sessionId: active.session.id,
      authTime: active.session.createdAt.getTime(),
      resource: query.resource ? [query.resource] : [],
    });
    const url = withParameters(query.redirect_uri, { code, state: query.state, iss: this.settings.issuer });
    return { url, issuedTo: { clientId: client.clientId, userId: active.user.id } };
  }

  /** The login or consent page, with the request signed so the page can hand it back unchanged. */
  private toPage(page: string, query: AuthorizationQuery): AuthorizeOutcome {
    const signed = signOAuthQuery(
      new URLSearchParams(query),
      this.secret,
      this.clock.nowMs(),
      AUTHORIZATION_CODE_LIFETIME_SECONDS,
    );
    return { url: `${page}?${signed}` };
  }

  /** RFC 6749 §4.1.2.1 with RFC 9207's `iss`, to a redirect URI already checked against the client's. */
  private toClient(query: AuthorizationQuery, error: string, description: string): AuthorizeOutcome {
    this.recordRefusal(error);
    const url = withParameters(query.redirect_uri, {
      error,
      error_description: description,
      state: query.state,
      iss: this.settings.issuer,
    });
    return { url };
  }

  private toErrorPage(error: string, description: string): AuthorizeOutcome {
    this.recordRefusal(error);
    return { url: withParameters(this.settings.errorPage, { error, error_description: description }) };
  }

  /**
   * A refusal found before the client was looked at: to the client's redirect URI when the client exists, is
   * enabled and registered that URI, else to the error page, never to an unchecked address.
   */
  private async refuse(raw: Record<string, unknown>, error: string, description: string): Promise<AuthorizeOutcome> {
    const { client_id: clientId, redirect_uri: redirectUri, state } = raw;
    if (typeof clientId === 'string' && clientId && typeof redirectUri === 'string') {
      const client = await this.clients.findByClientId(clientId);
      if (client && !client.disabled && findRegisteredRedirectUri(client.redirectUris, redirectUri)) {
        const stateText = typeof state === 'string' ? state : undefined;
        this.recordRefusal(error);
        return {
          url: withParameters(redirectUri, {
            error,
            error_description: description,
            state: stateText,
            iss: this.settings.issuer,
          }),
        };
      }
    }
    return this.toErrorPage(error, description);
  }

  /** Refusals leave as redirects, not as errors through the endpoint's filter: counted here. */
  private recordRefusal(error: string): void {
    this.metrics.recordFailure('/oauth2/authorize', error);
  }
}
