import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { readForScrape } from '../../platform/metrics/scrape-read';
import { ServiceMetrics } from '../../platform/metrics/service-metrics';
import { UserService } from './user.service';

/** The users gauge, read from the database's kept count at each scrape: fleet-wide, so max, never sum. */
@Injectable()
export class UserMetrics {
  constructor(metrics: ServiceMetrics, users: UserService) {
    new Gauge({
      name: 'auth_fleet_users',
      help: 'Users of the whole deployment; the same on every instance: max, not sum',
      registers: [metrics.registry],
      async collect() {
        const count = await readForScrape(() => users.count());
        if (count !== null) this.set(count);
      },
    });
  }
}
