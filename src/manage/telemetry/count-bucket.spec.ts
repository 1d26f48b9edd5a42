import { countBucket } from './count-bucket';

describe('countBucket', () => {
  it.each([
    [0, '0'],
    [1, '1-10'],
    [10, '1-10'],
    [11, '11-100'],
    [100, '11-100'],
    [101, '101-1000'],
    [999_999, '100001-1000000'],
    [1_000_000, '100001-1000000'],
    [1_000_001, '1000001+'],
  ])('puts %d in %s', (count, bucket) => {
    expect(countBucket(count)).toBe(bucket);
  });
});
