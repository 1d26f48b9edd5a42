import { Counter, Gauge, Registry } from 'prom-client';
import { hashingStats } from '../common/crypto/password-hasher';
import { HASHING_THREADS } from '../common/crypto/thread-pool';

/**
 * The password-hashing queue of this process, read at each scrape, with its bounds: saturation is
 * running / threads near 1 with depth / capacity climbing, and shedding once the queue is full.
 */
export function registerHashingMetrics(registers: Registry[], maxWaiting: number): void {
  new Gauge({
    name: 'password_hash_queue_depth',
    help: 'Password hashes waiting for a hashing thread',
    registers,
    collect() {
      this.set(hashingStats().waiting);
    },
  });
  new Gauge({
    name: 'password_hash_queue_capacity',
    help: 'Password hashes that may wait (PASSWORD_HASH_MAX_WAITING); past it, hashing calls answer 503 SERVICE_BUSY',
    registers,
  }).set(maxWaiting);
  new Gauge({
    name: 'password_hashes_running',
    help: 'Password hashes running now (at most one per core)',
    registers,
    collect() {
      this.set(hashingStats().running);
    },
  });
  new Gauge({
    name: 'password_hash_threads',
    help: 'Hashing threads of this instance (one per core): the most hashes that run at once',
    registers,
  }).set(HASHING_THREADS);
  new Gauge({
    name: 'password_hash_requests_held',
    help: 'Sign-ups, sign-ins and resets held for about a second because the queue was full, before they go on or get 503',
    registers,
    collect() {
      this.set(hashingStats().held);
    },
  });
  new Counter({
    name: 'password_hashes_shed_total',
    help: 'Password hashes refused with 503 SERVICE_BUSY because the queue was full',
    registers,
    collect() {
      // The count lives with the queue; the counter reports it as it stands.
      this.reset();
      this.inc(hashingStats().shed);
    },
  });
}
