import { Injectable } from '@nestjs/common';
import { OAuthQueryRefused } from '../../../identity/session/authorization-continuation';
import { Clock } from '../../../platform/common/time/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { SignedAuthorizationRequest, readSignedOAuthQuery } from '../protocol/signed-oauth-query';

/** The request's parameters as the authorization endpoint reads a query: repeated names as lists. */
export function toQueryObject(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    query[name] = values.length === 1 ? values[0] : values;
  }
  return query;
}

/** `query` without one prompt value, dropping `prompt` when none is left, as the package does. */
export function withoutPrompt(query: URLSearchParams, prompt: string): URLSearchParams {
  const next = new URLSearchParams(query);
  const prompts = next.get('prompt')?.split(' ');
  const found = prompts?.indexOf(prompt) ?? -1;
  if (prompts && found >= 0) {
    prompts.splice(found, 1);
    if (prompts.length) next.set('prompt', prompts.join(' '));
    else next.delete('prompt');
  }
  return next;
}

/** Whether the session was made after the request was signed (so a login it asked for happened). */
export function isFreshFor(sessionCreatedAt: Date, issuedAtMs: number | null): boolean {
  return issuedAtMs !== null && sessionCreatedAt.getTime() >= issuedAtMs;
}

/** The authorization requests the login and consent pages hand back, verified under the service's secret. */
@Injectable()
export class SignedRequests {
  private readonly secret: string;

  constructor(
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.secret = config.secret;
  }

  /** The request, or OAuthQueryRefused (`invalid_signature`) when it was changed or has expired. */
  read(oauthQuery: string): SignedAuthorizationRequest {
    const read = readSignedOAuthQuery(oauthQuery, this.secret, this.clock.nowMs());
    if (!read) throw new OAuthQueryRefused();
    return read;
  }
}
