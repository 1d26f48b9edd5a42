import { SignedTokenCache } from './signed-token-cache';

describe('SignedTokenCache', () => {
  const signer = () => {
    let count = 0;
    return { sign: (issuedAtS: number) => Promise.resolve(`token-${(count += 1)}@${issuedAtS}`), count: () => count };
  };

  it('reuses a token while it is younger than the reuse period, then signs anew', async () => {
    const cache = new SignedTokenCache(60, 10);
    const { sign } = signer();

    expect(await cache.obtain('k', 1000, sign)).toBe('token-1@1000');
    expect(await cache.obtain('k', 1059, sign)).toBe('token-1@1000');
    expect(await cache.obtain('k', 1060, sign)).toBe('token-2@1060');
  });

  it('signs once for callers that ask together', async () => {
    const cache = new SignedTokenCache(60, 10);
    const { sign, count } = signer();

    await Promise.all([cache.obtain('k', 5, sign), cache.obtain('k', 5, sign), cache.obtain('k', 5, sign)]);

    expect(count()).toBe(1);
  });

  it('never reuses across keys, nor when reuse is off, nor from a clock that went back', async () => {
    const { sign, count } = signer();
    const cache = new SignedTokenCache(60, 10);
    await cache.obtain('a', 100, sign);
    await cache.obtain('b', 100, sign);
    await cache.obtain('a', 99, sign);
    const off = new SignedTokenCache(0, 10);
    await off.obtain('a', 100, sign);
    await off.obtain('a', 100, sign);

    expect(count()).toBe(5);
  });

  it('keeps at most the given number of tokens, dropping the oldest', async () => {
    const cache = new SignedTokenCache(60, 2);
    const { sign, count } = signer();
    await cache.obtain('a', 1, sign);
    await cache.obtain('b', 1, sign);
    await cache.obtain('c', 1, sign);
    await cache.obtain('b', 1, sign);
    await cache.obtain('a', 1, sign);

    expect(count()).toBe(4);
  });

  it('forgets a signature that failed, so the next caller signs again', async () => {
    const cache = new SignedTokenCache(60, 10);
    await expect(cache.obtain('k', 1, () => Promise.reject(new Error('no key')))).rejects.toThrow('no key');

    expect(await cache.obtain('k', 1, () => Promise.resolve('fresh'))).toBe('fresh');
  });
});
