import { Injectable } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import { readForScrape } from '../metrics/scrape-read';
import { ServiceMetrics } from '../metrics/service-metrics';
import { EmailOutboxRepository } from './email-outbox.repository';

/**
 * The e-mail outbox in `/metrics`: what waits in the table every instance shares (read at each scrape,
 * so fleet-wide: max, never sum), and this instance's attempts (counters: sum).
 */
@Injectable()
export class MailMetrics {
  private readonly sent: Counter;
  private readonly failures: Counter;

  constructor(metrics: ServiceMetrics, outbox: EmailOutboxRepository) {
    const registers = [metrics.registry];
    this.sent = new Counter({ name: 'auth_emails_sent_total', help: 'E-mails this instance delivered', registers });
    this.failures = new Counter({
      name: 'auth_email_send_failures_total',
      help: 'Delivery attempts of this instance that failed',
      registers,
    });
    new Gauge({
      name: 'auth_fleet_email_outbox_depth',
      help: 'E-mails in the shared outbox, by status: pending (waiting or retrying) or failed (given up on); max, not sum',
      labelNames: ['status'],
      registers,
      async collect() {
        const counts = await readForScrape(() => outbox.countByStatus());
        for (const [status, count] of Object.entries(counts ?? {})) this.set({ status }, count);
      },
    });
  }

  recordSent(): void {
    this.sent.inc();
  }

  recordFailure(): void {
    this.failures.inc();
  }
}
