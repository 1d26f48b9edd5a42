import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { ServiceMetrics } from '../metrics/service-metrics';
import { SessionService } from './session.service';

/** The sessions gauge, on this instance's registry: read from the session store at each scrape. */
@Injectable()
export class SessionMetrics {
  constructor(metrics: ServiceMetrics, sessions: SessionService) {
    new Gauge({
      name: 'auth_active_sessions',
      help: 'Sessions that have not expired',
      registers: [metrics.registry],
      async collect() {
        this.set(await sessions.countActive());
      },
    });
  }
}
