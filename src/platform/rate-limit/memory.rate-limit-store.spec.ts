import { Clock } from '../common/time/clock';
import { MemoryRateLimitStore } from './memory.rate-limit-store';

const START_MS = Date.parse('2030-01-02T03:04:05.000Z');
const WINDOW_MS = 10_000;
const MAX = 3;

class FixedClock extends Clock {
  currentMs = START_MS;

  now(): Date {
    return new Date(this.currentMs);
  }
}

describe('MemoryRateLimitStore', () => {
  let clock: FixedClock;
  const storeOf = (maxEntries = 100) => new MemoryRateLimitStore(maxEntries, clock);
  const at = (offsetMs: number) => (clock.currentMs = START_MS + offsetMs);
  const hit = (store: MemoryRateLimitStore, key = 'client|/sign-in/email') => store.increment(key, WINDOW_MS, MAX);

  beforeEach(() => {
    clock = new FixedClock();
  });

  it('counts from 1 with the whole window left, and refuses above max with the seconds to its end', async () => {
    const store = storeOf();

    await expect(hit(store)).resolves.toEqual({
      totalHits: 1,
      timeToExpire: 10,
      isBlocked: false,
      timeToBlockExpire: 0,
    });
    at(1_000);
    await expect(hit(store)).resolves.toMatchObject({ totalHits: 2, timeToExpire: 10, isBlocked: false });
    at(2_000);
    await expect(hit(store)).resolves.toMatchObject({ totalHits: 3, isBlocked: false });
    at(4_500);

    // The window runs from the last request let through (at 2 s): 7.5 s left, rounded up.
    await expect(hit(store)).resolves.toEqual({ totalHits: 4, timeToExpire: 8, isBlocked: true, timeToBlockExpire: 8 });
  });

  it('restarts the window once windowMs has passed since the last request let through, not since a refused one', async () => {
    const store = storeOf();
    for (const offsetMs of [0, 1_000, 2_000]) {
      at(offsetMs);
      await hit(store);
    }
    at(11_000);
    await expect(hit(store)).resolves.toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 1 });
    at(12_000);
    await expect(hit(store)).resolves.toMatchObject({ totalHits: 5, isBlocked: true, timeToBlockExpire: 1 });

    at(12_001);

    await expect(hit(store)).resolves.toEqual({
      totalHits: 1,
      timeToExpire: 10,
      isBlocked: false,
      timeToBlockExpire: 0,
    });
  });

  it('keeps a counter per key', async () => {
    const store = storeOf();
    for (let i = 0; i < MAX + 1; i++) await hit(store, 'a');

    await expect(hit(store, 'b')).resolves.toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('holds at most maxEntries counters, dropping the least recently used first', async () => {
    const store = storeOf(2);
    await hit(store, 'a');
    await hit(store, 'b');
    await hit(store, 'a');

    await hit(store, 'c');

    expect(store.size).toBe(2);
    await expect(hit(store, 'a')).resolves.toMatchObject({ totalHits: 3 });
    await expect(hit(store, 'b')).resolves.toMatchObject({ totalHits: 1 });
  });

  it('releases a counter whose window has passed at the next request, on the injected clock', async () => {
    const store = storeOf();
    await hit(store, 'a');
    at(WINDOW_MS);
    await hit(store, 'b');
    expect(store.size).toBe(2);

    at(WINDOW_MS + 1);
    await hit(store, 'c');

    expect(store.size).toBe(2);
    await expect(hit(store, 'b')).resolves.toMatchObject({ totalHits: 2 });
  });
});
