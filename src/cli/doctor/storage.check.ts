import { AppConfig } from '../../platform/config/app-config';
import { CheckResult } from './check-result';

/** Where sessions and rate-limit counters are kept, as the service will choose; memory-only sessions are a warning. */
export function checkStorage(config: AppConfig): CheckResult {
  const sessions = sessionPlace(config);
  const counters = PLACES[config.rateLimit.storage];
  const detail = `sessions ${sessions}; rate-limit counters ${counters}`;
  if (!config.sessionsInDatabase && !config.redisUrl) {
    return { name: 'storage', status: 'warn', detail: `${detail}: sessions are lost on restart, one instance only` };
  }
  return { name: 'storage', status: 'ok', detail };
}

const PLACES = {
  memory: "in this process's memory",
  redis: 'in Redis',
  database: 'in the database',
} as const;

function sessionPlace(config: AppConfig): string {
  if (config.redisUrl) return config.sessionsInDatabase ? 'in Redis and the database' : PLACES.redis;
  return config.sessionsInDatabase ? PLACES.database : PLACES.memory;
}
