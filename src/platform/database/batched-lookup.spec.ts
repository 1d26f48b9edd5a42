import { MAX_LOOKUP_BATCH, batchedCalls, batchedLookup } from './batched-lookup';

/** A look-up over a fixed table that records the keys of each call it gets. */
function recordedLookup(table: Record<string, string>) {
  const calls: string[][] = [];
  const lookup = batchedLookup(async (keys) => {
    calls.push([...keys]);
    return new Map(keys.filter((key) => key in table).map((key) => [key, table[key]]));
  });
  return { lookup, calls };
}

describe('batchedLookup', () => {
  it('answers the look-ups of one turn with one call, each with its own value or null', async () => {
    const { lookup, calls } = recordedLookup({ a: 'A', b: 'B' });

    const found = await Promise.all([lookup('a'), lookup('missing'), lookup('b'), lookup('a')]);

    expect(found).toEqual(['A', null, 'B', 'A']);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual(expect.arrayContaining(['a', 'b', 'missing']));
  });

  it('runs a new call for a look-up made after the last one answered, so nothing is kept between them', async () => {
    const table: Record<string, string> = { a: 'first' };
    const { lookup, calls } = recordedLookup(table);

    await expect(lookup('a')).resolves.toBe('first');
    table.a = 'second';
    await expect(lookup('a')).resolves.toBe('second');

    expect(calls).toEqual([['a'], ['a']]);
  });

  it('waits for the I/O of the turn: a look-up made from a later callback of the same turn joins the call', async () => {
    const { lookup, calls } = recordedLookup({ a: 'A', b: 'B' });
    let second!: Promise<string | null>;
    const first = new Promise<string | null>((resolve) => {
      // Two timers due together run in one turn, as requests read in one poll do.
      setTimeout(() => resolve(lookup('a')), 0);
      setTimeout(() => {
        second = lookup('b');
      }, 0);
    });

    await expect(first).resolves.toBe('A');
    await expect(second).resolves.toBe('B');
    expect(calls).toHaveLength(1);
  });

  it(`splits more than ${MAX_LOOKUP_BATCH} look-ups into calls of at most that many keys`, async () => {
    const keys = Array.from({ length: MAX_LOOKUP_BATCH * 2 + 1 }, (_, index) => `key-${index}`);
    const { lookup, calls } = recordedLookup(Object.fromEntries(keys.map((key) => [key, key.toUpperCase()])));

    const found = await Promise.all(keys.map((key) => lookup(key)));

    expect(found).toEqual(keys.map((key) => key.toUpperCase()));
    expect(calls.map((call) => call.length)).toEqual([MAX_LOOKUP_BATCH, MAX_LOOKUP_BATCH, 1]);
  });

  it('fails every look-up of a call that fails, and answers the next turn afresh', async () => {
    let broken = true;
    const lookup = batchedLookup(async (keys) => {
      if (broken) throw new Error('the database went away');
      return new Map(keys.map((key) => [key, key]));
    });

    const results = await Promise.allSettled([lookup('a'), lookup('b')]);
    broken = false;

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(results.map((result) => result.status === 'rejected' && (result.reason as Error).message)).toEqual([
      'the database went away',
      'the database went away',
    ]);
    await expect(lookup('a')).resolves.toBe('a');
  });
});

describe('batchedCalls', () => {
  it('hands the calls of one turn over together, alike ones included, and answers each in its place', async () => {
    const batches: string[][] = [];
    const call = batchedCalls<string, string>(async (calls) => {
      batches.push([...calls]);
      return calls.map((name, index) => `${name}#${index}`);
    });

    const answers = await Promise.all([call('a'), call('b'), call('a')]);

    expect(answers).toEqual(['a#0', 'b#1', 'a#2']);
    expect(batches).toEqual([['a', 'b', 'a']]);
  });

  it('fails only the call an Error stands in place of', async () => {
    const call = batchedCalls<string, string>(async (calls) =>
      calls.map((name) => (name === 'broken' ? new Error('no answer for broken') : name)),
    );

    const results = await Promise.allSettled([call('a'), call('broken'), call('b')]);

    expect(
      results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message)),
    ).toEqual(['a', 'no answer for broken', 'b']);
  });
});
