import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { ServiceMetrics } from '../../../platform/metrics/service-metrics';
import { SsoProtocol } from './sso-sign-in.types';

/**
 * Single sign-on attempts by protocol and result. Results are `success` or the service's own error names, never
 * the IdP's text (one `provider_error` for all of it), so callers cannot grow the series.
 */
@Injectable()
export class SsoSignInMetrics {
  private readonly signIns: Counter<'type' | 'result'>;

  constructor(metrics: ServiceMetrics) {
    this.signIns = new Counter({
      name: 'auth_sso_sign_ins_total',
      help: 'Single sign-on attempts, by provider type (oidc or saml) and result (success or the error)',
      labelNames: ['type', 'result'],
      registers: [metrics.registry],
    });
    // Present from the start, so a rate over them is defined before the first sign-in.
    for (const type of ['oidc', 'saml'] as const) this.signIns.inc({ type, result: 'success' }, 0);
  }

  record(type: SsoProtocol, result: string): void {
    this.signIns.inc({ type, result });
  }
}
