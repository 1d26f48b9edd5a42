import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { ServiceMetrics } from '../../platform/metrics/service-metrics';

/** The lock's series, on this instance's registry. */
@Injectable()
export class AccountLockoutMetrics {
  private readonly locks: Counter;
  private readonly refusals: Counter;

  constructor(metrics: ServiceMetrics) {
    const registers = [metrics.registry];
    this.locks = new Counter({
      name: 'auth_account_locks_total',
      help: 'Sign-in locks started on an e-mail address by too many failed passwords',
      registers,
    });
    this.refusals = new Counter({
      name: 'auth_account_locked_attempts_total',
      help: 'Sign-in attempts refused because their e-mail address was locked',
      registers,
    });
  }

  recordLock(): void {
    this.locks.inc();
  }

  recordRefusal(): void {
    this.refusals.inc();
  }
}
