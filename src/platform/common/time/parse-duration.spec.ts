import { INVALID_TIME_FORMAT, MAX_DURATION_SECONDS, parseDurationMs, toSeconds } from './parse-duration';

describe('parseDurationMs', () => {
  it.each([
    ['500ms', 500],
    ['90s', 90_000],
    ['5m', 300_000],
    ['2h', 7_200_000],
    ['7d', 604_800_000],
    ['1w', 604_800_000],
    ['1y', 31_557_600_000],
    ['1.5h', 5_400_000],
    ['0s', 0],
  ])('reads %j as %d ms', (value, expected) => {
    expect(parseDurationMs(value)).toBe(expected);
  });

  it.each(['', '5', '5x', 'd', '-1s', '1 day', 'ms', '1e3s'])('refuses %j with "Invalid time format"', (value) => {
    expect(() => parseDurationMs(value)).toThrow(new Error('Invalid time format'));
  });

  it('exports the message it throws', () => {
    expect(INVALID_TIME_FORMAT).toBe('Invalid time format');
  });
});

describe('toSeconds', () => {
  it('takes a number as seconds already', () => {
    expect(toSeconds(604_800)).toBe(604_800);
    expect(toSeconds(0)).toBe(0);
  });

  it('turns a time string into whole seconds, rounding down', () => {
    expect(toSeconds('7d')).toBe(604_800);
    expect(toSeconds('1500ms')).toBe(1);
  });

  it('takes a century, and refuses anything longer, as a number or a time string', () => {
    expect(toSeconds(MAX_DURATION_SECONDS)).toBe(3_155_760_000);
    expect(toSeconds('100y')).toBe(MAX_DURATION_SECONDS);
    expect(toSeconds('36525d')).toBe(MAX_DURATION_SECONDS);
    expect(() => toSeconds(MAX_DURATION_SECONDS + 1)).toThrow('must be at most 100 years');
    expect(() => toSeconds('101y')).toThrow('must be at most 100 years');
    expect(() => toSeconds(`1${'0'.repeat(400)}ms`)).toThrow('must be at most 100 years');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses the number %p with "Invalid time format"', (value) => {
    expect(() => toSeconds(value)).toThrow(INVALID_TIME_FORMAT);
  });
});
