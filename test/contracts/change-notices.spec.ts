import Redis from 'ioredis';
import { ChangeNotices, LocalChangeNotices } from '../../src/platform/secondary-storage/change-notices';
import { RedisChangeNotices } from '../../src/platform/secondary-storage/redis.change-notices';
import { TEST_REDIS_URL, uniqueRedisPrefix } from '../support/test-redis';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when the listener has been called `times` times; rejects after a second. */
function heard(notices: ChangeNotices, topic: string): { count: () => number; next: () => Promise<void> } {
  let count = 0;
  let waiting: (() => void) | null = null;
  notices.subscribe(topic, () => {
    count += 1;
    waiting?.();
  });
  return {
    count: () => count,
    next: () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no notice of ${topic} within a second`)), 1000);
        waiting = () => {
          clearTimeout(timer);
          waiting = null;
          resolve();
        };
      }),
  };
}

describe('ChangeNotices: one process', () => {
  it('tells the listeners of the topic in this process, and nobody else', async () => {
    const one = new LocalChangeNotices();
    const other = new LocalChangeNotices();
    const roles = heard(one, 'roles');
    const keys = heard(one, 'keys');
    const elsewhere = heard(other, 'roles');

    await one.publish('roles');

    expect([roles.count(), keys.count(), elsewhere.count(), one.isShared]).toEqual([1, 0, 0, false]);
  });
});

describe('ChangeNotices: Redis', () => {
  const prefix = uniqueRedisPrefix();
  const instances: RedisChangeNotices[] = [];

  async function instance(keyPrefix = prefix): Promise<RedisChangeNotices> {
    const notices = new RedisChangeNotices(TEST_REDIS_URL, keyPrefix);
    instances.push(notices);
    await notices.connected();
    return notices;
  }

  afterAll(async () => {
    await Promise.all(instances.map((notices) => notices.onApplicationShutdown()));
  });

  it('tells every instance of the deployment, and no instance of another deployment on the same Redis', async () => {
    const [first, second, foreign] = [await instance(), await instance(), await instance(uniqueRedisPrefix())];
    const onSecond = heard(second, 'admin-roles');
    const onForeign = heard(foreign, 'admin-roles');
    const onFirst = heard(first, 'admin-roles');
    await pause(100); // SUBSCRIBE is sent as the listener is added; let Redis take it.

    const arrives = onSecond.next();
    await first.publish('admin-roles');
    await arrives;

    expect(first.isShared).toBe(true);
    expect(onFirst.count()).toBeGreaterThanOrEqual(1);
    await pause(100);
    expect(onForeign.count()).toBe(0);
  });

  it('tells its listeners when its connection comes back, as notices sent meanwhile are lost', async () => {
    const ownPrefix = uniqueRedisPrefix();
    const notices = await instance(ownPrefix);
    const listener = heard(notices, 'admin-roles');
    await pause(100);
    const admin = new Redis(TEST_REDIS_URL);
    try {
      // Only this instance's subscribing connection, found by its name.
      const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')).split('\n');
      const line = clients.find((entry) => entry.includes(` name=${ownPrefix}changes `));
      const id = /(?:^|\s)id=(\d+)/.exec(line ?? '')?.[1];
      expect(id).toBeDefined();
      const told = listener.next();
      await admin.call('CLIENT', 'KILL', 'ID', id!);
      await told;
    } finally {
      admin.disconnect();
    }
  });
});
