import DataLoader from 'dataloader';

/** The most keys one batched statement looks up: well past the requests one instance has in flight at once. */
export const MAX_LOOKUP_BATCH = 100;

/**
 * Look-ups by a unique key that arrive in the same turn of the event loop, answered by one statement
 * for all of them. Under load, dozens of requests are read from their sockets in one turn; one indexed
 * `= ANY($1)` query for them all costs the driver one message and the database one execution, where a
 * query each cost both once per request. The statement runs once that turn's I/O is read
 * (`setImmediate`), after every request it answers has arrived, so each still sees every write that
 * was committed before it. Nothing is cached between turns, and a failed statement fails each of its
 * look-ups alike.
 */
export function batchedLookup<Value>(
  find: (keys: readonly string[]) => Promise<Map<string, Value>>,
): (key: string) => Promise<Value | null> {
  return batchedCalls<string, Value | null>(async (keys) => {
    const found = await find(keys);
    return keys.map((key) => found.get(key) ?? null);
  });
}

/**
 * Calls made in the same turn of the event loop, handed together to `answer`, which answers each in
 * the order given: as `batchedLookup`, but every call is its own, so two alike calls may get
 * different answers (two uses of one key each get their own count). An `Error` in a call's place
 * fails that call alone.
 */
export function batchedCalls<Call, Answer>(
  answer: (calls: readonly Call[]) => Promise<(Answer | Error)[]>,
): (call: Call) => Promise<Answer> {
  const loader = new DataLoader<Call, Answer>(answer, {
    cache: false,
    maxBatchSize: MAX_LOOKUP_BATCH,
    batchScheduleFn: (run) => setImmediate(run),
  });
  return (call) => loader.load(call);
}
