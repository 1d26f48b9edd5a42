import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService, SequelizeHealthIndicator } from '@nestjs/terminus';
import type { HealthIndicatorFunction, HealthIndicatorResult } from '@nestjs/terminus';
import { AuthError } from '../common/errors/auth-error';
import { ShutdownState } from '../runtime/shutdown-state';
import { AppConfig } from '../config/app-config';
import { SecondaryStorage } from '../secondary-storage/secondary-storage';
import { HEALTH_ERRORS } from '../common/errors/health.errors';

const CHECK_TIMEOUT_MS = 1500;

/** What each dependency answered: `up` or `down`. */
export type ReadinessReport = { status: 'ok' } & Record<string, string>;

/**
 * Whether this instance can take traffic: it is not shutting down, its database answers, and Redis too
 * where it holds sessions and counters.
 */
@Injectable()
export class ReadinessService {
  constructor(
    private readonly health: HealthCheckService,
    private readonly sequelize: SequelizeHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly storage: SecondaryStorage,
    private readonly config: AppConfig,
    private readonly shutdown: ShutdownState,
  ) {}

  async check(): Promise<ReadinessReport> {
    // Said first on SIGTERM, so that balancers stop sending requests before the listener closes.
    if (this.shutdown.isStopping) throw new AuthError(HEALTH_ERRORS.SHUTTING_DOWN);
    const checks: HealthIndicatorFunction[] = [
      () => this.sequelize.pingCheck('database').withTimeout(CHECK_TIMEOUT_MS),
    ];
    if (this.config.redisUrl) checks.push(() => this.pingRedis());
    try {
      const result = await this.health.check(checks);
      return { status: 'ok', ...statuses(result.details) };
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const { error: failed } = error.getResponse() as { error: Record<string, unknown> };
      throw new AuthError(failed.database ? HEALTH_ERRORS.DATABASE_UNAVAILABLE : HEALTH_ERRORS.REDIS_UNAVAILABLE);
    }
  }

  private async pingRedis(): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check('redis');
    try {
      await this.storage.ping();
      return indicator.up();
    } catch {
      return indicator.down();
    }
  }
}

function statuses(details: Record<string, { status: string }>): Record<string, string> {
  return Object.fromEntries(Object.entries(details).map(([name, detail]) => [name, detail.status]));
}
