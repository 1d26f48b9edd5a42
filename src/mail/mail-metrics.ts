import { Injectable } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import { ServiceMetrics } from '../metrics/service-metrics';
import { EmailOutboxRepository } from './email-outbox.repository';

/** The e-mail outbox in `/metrics`: what waits (read from the database at each scrape), and this instance's attempts. */
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
      name: 'auth_email_outbox_depth',
      help: 'E-mails in the outbox shared by every instance, by status: pending (waiting or retrying) or failed (given up on)',
      labelNames: ['status'],
      registers,
      async collect() {
        const counts = await outbox.countByStatus();
        for (const [status, count] of Object.entries(counts)) this.set({ status }, count);
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
