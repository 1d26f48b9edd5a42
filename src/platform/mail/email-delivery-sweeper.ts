import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { ROOT_CONTEXT, context } from '@opentelemetry/api';
import { EmailDeliveryService } from './email-delivery.service';
import { DELIVERY_BATCH_SIZE, DELIVERY_POLL_INTERVAL_MS } from './mail.constants';

/**
 * Runs deliveries: right after a transaction that wrote e-mails commits, and every second for the
 * retries that have come due. One run at a time per instance; a request made during a run starts
 * another when it ends.
 */
@Injectable()
export class EmailDeliverySweeper implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private run: Promise<void> | null = null;
  private isRequested = false;
  private isStopped = false;
  private isFailing = false;

  constructor(private readonly delivery: EmailDeliveryService) {}

  @Interval(DELIVERY_POLL_INTERVAL_MS)
  deliverOnTimer(): void {
    this.requestDelivery();
  }

  /** Starts delivering now, or once the run under way ends; never waits for it, never fails. */
  requestDelivery(): void {
    if (this.isStopped) return;
    this.isRequested = true;
    // Outside the trace of the request that asked: a run also sends other requests' e-mails, and outlives it.
    this.run ??= context.with(ROOT_CONTEXT, () => this.deliverWhileRequested());
  }

  /** Lets the run under way finish, so no attempt is left half recorded when the database closes. */
  async onModuleDestroy(): Promise<void> {
    this.isStopped = true;
    await this.run;
  }

  private async deliverWhileRequested(): Promise<void> {
    while (this.isRequested && !this.isStopped) {
      this.isRequested = false;
      // A full batch may have left more behind.
      if ((await this.deliverBatch()) === DELIVERY_BATCH_SIZE) this.isRequested = true;
    }
    this.run = null;
  }

  private async deliverBatch(): Promise<number> {
    try {
      const claimed = await this.delivery.deliverDue();
      if (this.isFailing) this.logger.log('E-mail delivery resumed');
      this.isFailing = false;
      return claimed;
    } catch (error) {
      // Logged once per outage, not on every poll.
      if (!this.isFailing)
        this.logger.error(`E-mail delivery paused, the outbox cannot be read: ${(error as Error).message}`);
      this.isFailing = true;
      return 0;
    }
  }
}
