import { randomBytes } from 'node:crypto';
import { DeepPartial, RawConfig } from '../../src/platform/config/config-sources';
import { SecondaryStorage } from '../../src/platform/secondary-storage/secondary-storage';
import { TestApp, createTestApp } from '../support/create-test-app';
import { TEST_REDIS_URL } from '../support/test-redis';

/** Each implementation of the contract, chosen by configuration as the service chooses it. */
const IMPLEMENTATIONS: Array<[string, DeepPartial<RawConfig>]> = [
  ['memory', { redisUrl: null }],
  ['Redis', { redisUrl: TEST_REDIS_URL }],
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(IMPLEMENTATIONS)('SecondaryStorage contract: %s', (_name, config) => {
  let t: TestApp;
  let storage: SecondaryStorage;
  const key = () => `contract:${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    t = await createTestApp({ config });
    storage = t.app.get(SecondaryStorage);
  });

  afterAll(() => t.close());

  it('answers a stored value until its time-to-live has passed, then null', async () => {
    const k = key();
    await storage.set(k, 'value', 150);

    await expect(storage.get(k)).resolves.toBe('value');
    await pause(250);
    await expect(storage.get(k)).resolves.toBeNull();
  });

  it('answers several values in order, null where absent', async () => {
    const [a, b] = [key(), key()];
    await storage.set(a, 'A', 60_000);
    await storage.set(b, 'B', 60_000);

    await expect(storage.getMany([b, key(), a])).resolves.toEqual(['B', null, 'A']);
    await expect(storage.getMany([])).resolves.toEqual([]);
  });

  it('merges fields into a stored object only when the onlyIf fields match, null matching null', async () => {
    const k = key();
    await storage.set(k, JSON.stringify({ userId: 'u1', team: null, n: 1 }), 60_000);

    const unchanged = await storage.merge(k, { n: 2 }, { onlyIf: { userId: 'u2' } });
    const merged = await storage.merge(k, { n: 3 }, { onlyIf: { userId: 'u1', team: null } });

    expect(JSON.parse(unchanged!)).toEqual({ userId: 'u1', team: null, n: 1 });
    expect(JSON.parse(merged!)).toEqual({ userId: 'u1', team: null, n: 3 });
    await expect(storage.merge(key(), { n: 4 })).resolves.toBeNull();
  });

  it('keeps the expiry on a merge, or moves it when a time-to-live is given', async () => {
    const [kept, moved] = [key(), key()];
    await storage.set(kept, '{}', 150);
    await storage.set(moved, '{}', 150);

    await storage.merge(kept, { a: 1 });
    await storage.merge(moved, { a: 1 }, { ttlMs: 60_000 });
    await pause(250);

    await expect(storage.get(kept)).resolves.toBeNull();
    await expect(storage.get(moved)).resolves.toBe('{"a":1}');
  });

  it('deletes keys and sets', async () => {
    const [value, set] = [key(), key()];
    await storage.set(value, 'v', 60_000);
    await storage.addToSet(set, 'm', Date.now() + 60_000);

    await storage.delete([value, set]);

    await expect(storage.get(value)).resolves.toBeNull();
    await expect(storage.membersOf(set, Date.now())).resolves.toEqual([]);
  });

  it('lists and counts only the set members that have not expired, and moves a member re-added', async () => {
    const set = key();
    const now = Date.now();
    await storage.addToSet(set, 'gone', now - 1);
    await storage.addToSet(set, 'soon', now + 1_000);
    await storage.addToSet(set, 'later', now + 60_000);
    await storage.addToSet(set, 'soon', now + 120_000);

    await expect(storage.countMembers(set, now)).resolves.toBe(2);
    expect((await storage.membersOf(set, now)).sort()).toEqual(['later', 'soon']);
    await expect(storage.countMembers(set, now + 90_000)).resolves.toBe(1);
  });

  it('removes members from a set', async () => {
    const set = key();
    await storage.addToSet(set, 'a', Date.now() + 60_000);
    await storage.addToSet(set, 'b', Date.now() + 60_000);

    await storage.removeFromSet(set, ['a', 'missing']);
    await storage.removeFromSet(set, []);

    await expect(storage.membersOf(set, Date.now())).resolves.toEqual(['b']);
  });

  it('reads an object and the key its field points at in one step, null where either is absent', async () => {
    const [object, prefix] = [key(), `${key()}:`];
    await storage.set(object, JSON.stringify({ userId: 'u1', other: 3 }), 60_000);
    await storage.set(`${prefix}u1`, 'linked', 60_000);
    const unlinked = key();
    await storage.set(unlinked, JSON.stringify({ other: 3 }), 60_000);
    const notJson = key();
    await storage.set(notJson, 'plain text', 60_000);

    await expect(storage.getLinked(object, 'userId', prefix)).resolves.toEqual([
      JSON.stringify({ userId: 'u1', other: 3 }),
      'linked',
    ]);
    await expect(storage.getLinked(object, 'userId', `${key()}:`)).resolves.toEqual([
      JSON.stringify({ userId: 'u1', other: 3 }),
      null,
    ]);
    await expect(storage.getLinked(object, 'other', prefix)).resolves.toEqual([
      JSON.stringify({ userId: 'u1', other: 3 }),
      null,
    ]);
    await expect(storage.getLinked(unlinked, 'userId', prefix)).resolves.toEqual([JSON.stringify({ other: 3 }), null]);
    await expect(storage.getLinked(notJson, 'userId', prefix)).resolves.toEqual(['plain text', null]);
    await expect(storage.getLinked(key(), 'userId', prefix)).resolves.toEqual([null, null]);
  });

  it('answers reads of linked objects made at the same moment each on its own, whatever field or prefix each names', async () => {
    const [prefix, otherPrefix] = [`${key()}:`, `${key()}:`];
    const objects = [key(), key(), key()];
    await Promise.all([
      storage.set(objects[0], JSON.stringify({ userId: 'u1' }), 60_000),
      storage.set(objects[1], JSON.stringify({ userId: 'u2', ownerId: 'u1' }), 60_000),
      storage.set(objects[2], 'plain text', 60_000),
      storage.set(`${prefix}u1`, 'first user', 60_000),
      storage.set(`${prefix}u2`, 'second user', 60_000),
      storage.set(`${otherPrefix}u1`, 'first owner', 60_000),
    ]);
    const absent = key();

    const answers = await Promise.all([
      storage.getLinked(objects[0], 'userId', prefix),
      storage.getLinked(objects[1], 'userId', prefix),
      storage.getLinked(absent, 'userId', prefix),
      storage.getLinked(objects[1], 'ownerId', otherPrefix),
      storage.getLinked(objects[2], 'userId', prefix),
      storage.getLinked(objects[0], 'userId', prefix),
    ]);

    expect(answers).toEqual([
      [JSON.stringify({ userId: 'u1' }), 'first user'],
      [JSON.stringify({ userId: 'u2', ownerId: 'u1' }), 'second user'],
      [null, null],
      [JSON.stringify({ userId: 'u2', ownerId: 'u1' }), 'first owner'],
      ['plain text', null],
      [JSON.stringify({ userId: 'u1' }), 'first user'],
    ]);
  });

  it('stores a value only where nothing is, until the time-to-live has passed', async () => {
    const k = key();

    await expect(storage.setIfAbsent(k, 'first', 150)).resolves.toBe(true);
    await expect(storage.setIfAbsent(k, 'second', 60_000)).resolves.toBe(false);
    await expect(storage.get(k)).resolves.toBe('first');
    await pause(250);
    await expect(storage.setIfAbsent(k, 'third', 60_000)).resolves.toBe(true);
    await expect(storage.get(k)).resolves.toBe('third');
  });

  it('answers a ping', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
  });
});
