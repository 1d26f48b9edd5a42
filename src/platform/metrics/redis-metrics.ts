import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { Counter, Gauge, Histogram } from 'prom-client';
import type { RedisCommandObserver } from '../common/redis/redis-client';
import { ServiceMetrics } from './service-metrics';

/**
 * Each Redis client of this instance, by the name of what it holds (`secondary-storage`,
 * `account-lockout`): connected or not (read at each scrape), and its commands' times and failures.
 */
@Injectable()
export class RedisMetrics {
  private readonly clients = new Map<string, Redis>();
  private readonly durations: Histogram<'client'>;
  private readonly failures: Counter<'client'>;

  constructor(metrics: ServiceMetrics) {
    const registers = [metrics.registry];
    const clients = this.clients;
    new Gauge({
      name: 'auth_redis_up',
      help: 'Whether the Redis client is connected and ready (1) or not (0), by client',
      labelNames: ['client'],
      registers,
      collect() {
        for (const [client, redis] of clients) this.set({ client }, redis.status === 'ready' ? 1 : 0);
      },
    });
    this.durations = new Histogram({
      name: 'auth_redis_command_duration_seconds',
      help: 'Time from sending a Redis command (or script) to its answer, failed ones included, by client',
      labelNames: ['client'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 2.5],
      registers,
    });
    this.failures = new Counter({
      name: 'auth_redis_command_failures_total',
      help: 'Redis commands that failed (answered 503 REDIS_UNAVAILABLE), by client',
      labelNames: ['client'],
      registers,
    });
  }

  /** Reports `redis` under `client`; its commands are timed through the observer answered. */
  watch(client: string, redis: Redis): RedisCommandObserver {
    this.clients.set(client, redis);
    // Bound once, so timing a command allocates nothing.
    const durations = this.durations.labels(client);
    const failures = this.failures.labels(client);
    failures.inc(0);
    return {
      observe(seconds: number, isFailed: boolean): void {
        durations.observe(seconds);
        if (isFailed) failures.inc();
      },
    };
  }
}
