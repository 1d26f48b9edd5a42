import { RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS } from './mail.constants';
import { retryDelayMs } from './retry-delay';

describe('retryDelayMs', () => {
  it('waits the base delay after the first failure and doubles it after each further one', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1, 2, 4, 8].map((factor) => factor * RETRY_BASE_DELAY_MS));
  });

  it('never waits longer than the maximum, however many attempts failed', () => {
    expect(retryDelayMs(8)).toBe(RETRY_MAX_DELAY_MS);
    expect(retryDelayMs(1_000)).toBe(RETRY_MAX_DELAY_MS);
    expect(retryDelayMs(Number.MAX_SAFE_INTEGER)).toBe(RETRY_MAX_DELAY_MS);
  });

  it('grows without ever shrinking up to the cap', () => {
    const delays = Array.from({ length: 40 }, (_unused, index) => retryDelayMs(index + 1));
    expect(delays.every((delay, index) => index === 0 || delay >= delays[index - 1])).toBe(true);
  });
});
