import { daysOfMilliseconds } from './refill-interval-conversion';

describe('daysOfMilliseconds', () => {
  it.each([
    [36_526, 1],
    [3_600_000, 1],
    [43_199_999, 1],
    [43_200_000, 1],
    [129_599_999, 1],
    [129_600_000, 2],
    [86_400_000 * 14, 14],
    [86_400_000 * 36_525, 36_525],
    [86_400_000 * 40_000, 36_525],
  ])('turns %i ms into %i days: the nearest whole day, at least 1, at most the longest interval', (ms, days) => {
    expect(daysOfMilliseconds(ms)).toBe(days);
  });
});
