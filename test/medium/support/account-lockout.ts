import { NO_CALLER } from '../../../src/platform/audit/audit-caller';
import { AuthError } from '../../../src/platform/common/errors/auth-error';
import { RedisMetrics } from '../../../src/platform/metrics/redis-metrics';
import { AccountLockoutStore } from '../../../src/identity/account-lockout/account-lockout-store';
import { AccountLockoutMetrics } from '../../../src/identity/account-lockout/account-lockout.metrics';
import { AccountLockoutModel } from '../../../src/identity/account-lockout/account-lockout.model';
import { AccountLockoutRepository } from '../../../src/identity/account-lockout/account-lockout.repository';
import { AccountLockoutService } from '../../../src/identity/account-lockout/account-lockout.service';
import { DatabaseAccountLockoutStore } from '../../../src/identity/account-lockout/database.account-lockout-store';
import { RedisAccountLockoutStore } from '../../../src/identity/account-lockout/redis.account-lockout-store';
import { redisForEveryApp, uniqueRedisPrefix } from '../../support/test-redis';
import { Medium } from './medium-services';

/** What a sign-in attempt came to, as the lock sees it: its wait in seconds (X-Retry-After) when refused. */
type AttemptOutcome = 'signed in' | 'wrong password' | { lockedForSeconds: number };

export interface Lockout {
  service: AccountLockoutService;
  /** One sign-in attempt as the sign-in service makes it: admitted, then the password found right or wrong. */
  attempt(email: string, isRightPassword: boolean): Promise<AttemptOutcome>;
  close(): Promise<void>;
}

/** The lockout service on the store a deployment of this run's kind uses: Redis when it has one, else the database. */
export async function lockoutPieces(medium: Medium): Promise<Lockout> {
  const { config, clock, users, metrics, audit } = medium;
  const redisUrl = redisForEveryApp();
  let store: AccountLockoutStore;
  let close = async () => undefined;
  if (redisUrl) {
    const redis = new RedisAccountLockoutStore(redisUrl, uniqueRedisPrefix(), new RedisMetrics(metrics));
    await redis.connected();
    store = redis;
    close = () => redis.onApplicationShutdown().then(() => undefined);
  } else {
    store = new DatabaseAccountLockoutStore(new AccountLockoutRepository(AccountLockoutModel), clock);
  }
  const service = new AccountLockoutService(config, store, clock, users, new AccountLockoutMetrics(metrics), audit);
  return {
    service,
    async attempt(email, isRightPassword) {
      try {
        const admitted = await service.admit(email);
        if (isRightPassword) {
          await service.succeeded(admitted);
          return 'signed in';
        }
        await service.failed(NO_CALLER, admitted, null);
        return 'wrong password';
      } catch (error) {
        if (!(error instanceof AuthError) || error.code !== 'TOO_MANY_FAILED_SIGN_IN_ATTEMPTS') throw error;
        return { lockedForSeconds: Number(error.headers['X-Retry-After']) };
      }
    },
    close,
  };
}
