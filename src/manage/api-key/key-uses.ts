import { ApiKey } from './api-key.types';

/** One verify's request to record a use of the key found by its stored form (its hash, unless hashing is off). */
export interface KeyUse {
  storedKey: string;
  now: Date;
  /** Whether the service's rate limits are on. */
  limitsEnabled: boolean;
}

/**
 * Uses of one key asked for in the same turn, recorded by one statement: `positions` are theirs among the turn's uses,
 * in order.
 */
export interface KeyUseGroup {
  storedKey: string;
  limitsEnabled: boolean;
  /** The latest of the uses' times, so a key that expired while they arrived is not used. */
  now: Date;
  positions: number[];
}

/** The turn's uses grouped by key, each group keeping its uses in the order they came. */
export function groupKeyUses(uses: readonly KeyUse[]): KeyUseGroup[] {
  const groups = new Map<string, KeyUseGroup>();
  uses.forEach(({ storedKey, now, limitsEnabled }, position) => {
    const id = `${limitsEnabled ? 1 : 0}${storedKey}`;
    const group = groups.get(id);
    if (!group) {
      groups.set(id, { storedKey, limitsEnabled, now, positions: [position] });
      return;
    }
    group.positions.push(position);
    if (now > group.now) group.now = now;
  });
  return [...groups.values()];
}

/**
 * The key as the `index`-th of `count` uses recorded together left it, given the key after all of
 * them: each verify answers what it would have, had the uses been recorded one after another.
 * `countedInWindow` says whether the uses were counted in a rate-limit window.
 */
export function asNthUse(after: ApiKey, count: number, index: number, countedInWindow: boolean): ApiKey {
  const later = count - 1 - index;
  if (later === 0) return after;
  return {
    ...after,
    remaining: after.remaining === null ? null : after.remaining + later,
    requestCount: countedInWindow ? after.requestCount - later : after.requestCount,
  };
}
