import { ApiKey } from './api-key.types';
import { asNthUse, groupKeyUses } from './key-uses';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

describe('groupKeyUses', () => {
  it('groups the uses of each key in the order they came, at the latest of their times', () => {
    const groups = groupKeyUses([
      { storedKey: 'a', now: at(5), limitsEnabled: true },
      { storedKey: 'b', now: at(1), limitsEnabled: true },
      { storedKey: 'a', now: at(9), limitsEnabled: true },
      { storedKey: 'a', now: at(7), limitsEnabled: true },
    ]);

    expect(groups).toEqual([
      { storedKey: 'a', limitsEnabled: true, now: at(9), positions: [0, 2, 3] },
      { storedKey: 'b', limitsEnabled: true, now: at(1), positions: [1] },
    ]);
  });

  it('keeps uses under different limit settings apart', () => {
    const groups = groupKeyUses([
      { storedKey: 'a', now: at(0), limitsEnabled: true },
      { storedKey: 'a', now: at(0), limitsEnabled: false },
    ]);

    expect(groups.map((group) => [group.limitsEnabled, group.positions])).toEqual([
      [true, [0]],
      [false, [1]],
    ]);
  });
});

describe('asNthUse', () => {
  const after = { id: 'k', remaining: 7, requestCount: 4 } as ApiKey;

  it('gives each use of a group the count it would have seen alone, the last the key as it is', () => {
    expect([0, 1, 2].map((index) => asNthUse(after, 3, index, true))).toEqual([
      { id: 'k', remaining: 9, requestCount: 2 },
      { id: 'k', remaining: 8, requestCount: 3 },
      after,
    ]);
  });

  it('leaves the request count alone when the uses were not counted in a window, and an unlimited key unlimited', () => {
    expect(asNthUse({ ...after, remaining: null }, 2, 0, false)).toEqual({ id: 'k', remaining: null, requestCount: 4 });
  });
});
