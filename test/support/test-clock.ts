import { Clock } from '../../src/common/time/clock';

/** Real time plus an offset the test moves forward. */
export class TestClock extends Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advanceSeconds(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}
