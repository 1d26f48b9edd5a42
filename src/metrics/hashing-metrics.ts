import { Counter, Gauge, Registry } from 'prom-client';
import { hashingStats } from '../common/crypto/password-hasher';

/** The password-hashing queue of this process, read at each scrape. */
export function registerHashingMetrics(registers: Registry[]): void {
  new Gauge({
    name: 'password_hash_queue_depth',
    help: 'Password hashes waiting for a hashing thread',
    registers,
    collect() {
      this.set(hashingStats().waiting);
    },
  });
  new Gauge({
    name: 'password_hashes_running',
    help: 'Password hashes running now (at most one per core)',
    registers,
    collect() {
      this.set(hashingStats().running);
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
