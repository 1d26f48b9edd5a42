import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Holds refusals for a while before they are answered, at most `max` at a time. Each pause is drawn
 * between half and one and a half times `pauseMs`: refusals held together would otherwise be answered
 * together, and their clients' next requests arrive as one burst.
 */
export class RefusalPause {
  private count = 0;

  constructor(
    private readonly pauseMs: number,
    private readonly max: number,
  ) {}

  /** Refusals held now. */
  get held(): number {
    return this.count;
  }

  /** Resolves after the pause, or at once when `max` refusals are held already. */
  async hold(): Promise<void> {
    if (this.count >= this.max) return;
    this.count += 1;
    try {
      await sleep(this.pauseMs * (0.5 + Math.random()));
    } finally {
      this.count -= 1;
    }
  }
}
