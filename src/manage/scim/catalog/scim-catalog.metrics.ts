import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { ServiceMetrics } from '../../../platform/metrics/service-metrics';

/** Why a SCIM request was refused before it reached its endpoint. */
export type ScimAuthenticationFailure =
  'missing_token' | 'invalid_token' | 'expired' | 'revoked' | 'decommissioned' | 'insufficient_scope';

const REASONS: readonly ScimAuthenticationFailure[] = [
  'missing_token',
  'invalid_token',
  'expired',
  'revoked',
  'decommissioned',
  'insufficient_scope',
];

/** The SCIM bearer's series, on this instance's registry; label values are the service's own reasons. */
@Injectable()
export class ScimCatalogMetrics {
  private readonly failures: Counter<'reason'>;

  constructor(metrics: ServiceMetrics) {
    this.failures = new Counter({
      name: 'scim_authentication_failures_total',
      help: 'SCIM requests refused by their bearer token, by reason',
      labelNames: ['reason'],
      registers: [metrics.registry],
    });
    // Present from the start, so a rate over them is defined before the first refusal.
    for (const reason of REASONS) this.failures.inc({ reason }, 0);
  }

  recordFailure(reason: ScimAuthenticationFailure): void {
    this.failures.inc({ reason });
  }
}
