import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { readForScrape } from '../../platform/metrics/scrape-read';
import { ServiceMetrics } from '../../platform/metrics/service-metrics';
import { SessionService } from './session.service';

/**
 * The sessions gauge, read from the shared session store at each scrape: every instance reports the
 * same fleet-wide value, hence `fleet` in its name (aggregate with max, never sum).
 */
@Injectable()
export class SessionMetrics {
  constructor(metrics: ServiceMetrics, sessions: SessionService) {
    new Gauge({
      name: 'auth_fleet_active_sessions',
      help: 'Sessions of the whole deployment that have not expired; the same on every instance: max, not sum',
      registers: [metrics.registry],
      async collect() {
        const count = await readForScrape(() => sessions.countActive());
        if (count !== null) this.set(count);
      },
    });
  }
}
