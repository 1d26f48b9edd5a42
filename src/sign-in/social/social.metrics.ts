import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { ServiceMetrics } from '../../platform/metrics/service-metrics';
import { SocialProviderRegistry } from './providers/social-provider-registry';

/**
 * Sign-ins through providers, on this instance's registry. The provider label is a configured
 * provider or `unknown` (the id comes from the path), and results are the service's own names, so
 * nobody can grow the series by calling with made-up values.
 */
@Injectable()
export class SocialMetrics {
  private readonly signIns: Counter<'provider' | 'result'>;
  private readonly providerIds: ReadonlySet<string>;

  constructor(metrics: ServiceMetrics, providers: SocialProviderRegistry) {
    this.providerIds = new Set(providers.list().map((provider) => provider.id));
    this.signIns = new Counter({
      name: 'auth_social_sign_ins_total',
      help: 'Sign-ins through a social or OpenID Connect provider, by provider and result (success or the error)',
      labelNames: ['provider', 'result'],
      registers: [metrics.registry],
    });
    // Present from the start, so a rate over them is defined before the first sign-in.
    for (const provider of this.providerIds) this.signIns.inc({ provider, result: 'success' }, 0);
  }

  /** `result`: `success`, or why the sign-in failed. */
  record(providerId: string, result: string): void {
    this.signIns.inc({ provider: this.providerIds.has(providerId) ? providerId : 'unknown', result });
  }
}
