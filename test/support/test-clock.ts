import { Clock } from '../../src/platform/common/time/clock';

/** Real time plus an offset the test moves forward; or, while frozen, one fixed instant. */
export class TestClock extends Clock {
  private offsetMs = 0;
  private frozenAtMs: number | null = null;

  now(): Date {
    return new Date(this.frozenAtMs ?? Date.now() + this.offsetMs);
  }

  advanceSeconds(seconds: number): void {
    this.offsetMs += seconds * 1000;
    if (this.frozenAtMs !== null) this.frozenAtMs += seconds * 1000;
  }

  /** Stops the clock at its current time, so two calls made in turn see the same instant. */
  freeze(): void {
    this.frozenAtMs = this.now().getTime();
  }

  /** Stops the clock at `at`, earlier or later than now. */
  freezeAt(at: Date): void {
    this.frozenAtMs = at.getTime();
  }

  unfreeze(): void {
    this.frozenAtMs = null;
  }
}
