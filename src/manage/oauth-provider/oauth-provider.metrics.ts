import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { AppConfig } from '../../platform/config/app-config';
import { ServiceMetrics } from '../../platform/metrics/service-metrics';

/** The grants the token endpoint answers, each a label value of the tokens issued. */
export type TokenGrantType = 'authorization_code' | 'refresh_token' | 'client_credentials';
const GRANT_TYPES: readonly TokenGrantType[] = ['authorization_code', 'refresh_token', 'client_credentials'];

/**
 * The OpenID provider's series, on this instance's registry. Every label value is the service's own: the
 * grants above, the token kinds, route patterns of the provider's endpoints, and the RFC 6749 `error` codes
 * its refusals are written with, never a value a caller sends.
 */
@Injectable()
export class OAuthProviderMetrics {
  private readonly codes: Counter;
  private readonly issued: Counter<'grant'>;
  private readonly revoked: Counter<'token_type'>;
  private readonly failures: Counter<'endpoint' | 'error'>;
  private readonly basePath: string;

  constructor(metrics: ServiceMetrics, config: AppConfig) {
    this.basePath = config.basePath;
    const registers = [metrics.registry];
    this.codes = new Counter({
      name: 'oauth_provider_codes_issued_total',
      help: 'Authorization codes issued to applications (a sign-in through a client)',
      registers,
    });
    this.issued = new Counter({
      name: 'oauth_provider_tokens_issued_total',
      help: 'Token responses of the token endpoint, by grant (refresh_token: a refresh rotated)',
      labelNames: ['grant'],
      registers,
    });
    this.revoked = new Counter({
      name: 'oauth_provider_tokens_revoked_total',
      help: 'Tokens ended through the revocation endpoint, by kind',
      labelNames: ['token_type'],
      registers,
    });
    this.failures = new Counter({
      name: 'oauth_provider_failures_total',
      help: "The provider's refusals, by endpoint and OAuth error code",
      labelNames: ['endpoint', 'error'],
      registers,
    });
    // Present from the start, so a rate over them is defined before the first token.
    for (const grant of GRANT_TYPES) this.issued.inc({ grant }, 0);
    for (const tokenType of ['access_token', 'refresh_token']) this.revoked.inc({ token_type: tokenType }, 0);
  }

  recordCodeIssued(): void {
    this.codes.inc();
  }

  recordTokensIssued(grant: TokenGrantType): void {
    this.issued.inc({ grant });
  }

  recordRevoked(tokenType: 'access_token' | 'refresh_token'): void {
    this.revoked.inc({ token_type: tokenType });
  }

  /** `endpoint`: the path below the auth base path, `/oauth2/token`. */
  recordFailure(endpoint: string, error: string): void {
    this.failures.inc({ endpoint, error });
  }

  /** A refusal on the matched route's pattern (`/api/auth/oauth2/token`), labelled below the auth base path. */
  recordFailureOnRoute(route: string | null, error: string): void {
    if (route === null) return this.recordFailure('unmatched', error);
    this.recordFailure(route.startsWith(`${this.basePath}/`) ? route.slice(this.basePath.length) : route, error);
  }
}
