import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { freePort } from '../support/create-test-app';
import { Balancer, startBalancer } from '../support/balancer.mjs';
import { ServiceProcess, startService } from '../support/deployment';
import { PASSWORD, SignedUpUser, cookiesFrom, uniqueEmail } from '../support/factories';
import { agentFrom, freshLoopbackAddress } from '../support/loopback-client';
import { TestDatabase, createTestDatabase } from '../support/test-database';
import { TEST_REDIS_URL, uniqueRedisPrefix } from '../support/test-redis';

const SERVICE_KEY = randomBytes(24).toString('hex');
const WRONG_CREDENTIALS = { email: 'nobody@example.com', password: 'not the password' };

/** nginx reaches the instances from this address, the one proxy they trust. */
const PROXY_ADDRESS = '127.0.0.2';

/**
 * Three instances of the built service behind nginx, as ops teams run it: one PostgreSQL schema,
 * one Redis (sessions and rate-limit counters), production settings. Each caller connects from a
 * loopback address of its own, so it has its own rate-limit buckets without any forwarded header.
 */
describe('three instances behind nginx, sharing PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let balancer: Balancer;
  const instances: ServiceProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const ports = [await freePort(), await freePort(), await freePort()];
    const balancerPort = await freePort();
    env = {
      NODE_ENV: 'production',
      SMTP_URL: 'log',
      BASE_URL: `http://127.0.0.1:${balancerPort}`,
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: uniqueRedisPrefix(),
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SERVICE_KEYS: SERVICE_KEY,
      TRUSTED_PROXIES: PROXY_ADDRESS,
    };
    // One after another, as a deployment migrates with its first instance.
    for (const port of ports) instances.push(await startService(port, env));
    balancer = await startBalancer(balancerPort, ports, { bindAddress: PROXY_ADDRESS });
  }, 120_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  });

  const through = (target: { url: string }) => request(target.url);
  const sessionThrough = async (target: { url: string }, cookie: string) =>
    (await through(target).get('/api/auth/get-session').set('Cookie', cookie).expect(200)).body;

  describe('sessions', () => {
    let user: SignedUpUser;

    beforeAll(async () => {
      user = await signUp(instances[0].url);
    });

    it('accepts a session made through one instance on every other, and through the balancer', async () => {
      for (const target of [...instances, balancer])
        expect((await sessionThrough(target, user.cookie)).user.id).toBe(user.userId);
    });

    it('sees a revocation made through one instance on all of them at once', async () => {
      const second = await signIn(instances[1].url, user.email);
      const token = decodeURIComponent(second.match(/session_token=([^.;]+)/)![1]);
      expect((await sessionThrough(instances[2], second)).session.token).toBe(token);

      await through(instances[0])
        .post('/api/auth/revoke-session')
        .set('Cookie', user.cookie)
        .send({ token })
        .expect(200);

      for (const target of instances) expect(await sessionThrough(target, second)).toBeNull();
    });

    it('sees a ban made through one instance on all of them: sessions gone, sign-in refused', async () => {
      const admin = await createAdmin(instances[1].url);
      const banned = await signUp(instances[2].url);

      await through(instances[0])
        .post('/api/auth/admin/ban-user')
        .set('Cookie', admin.cookie)
        .send({ userId: banned.userId })
        .expect(200);

      for (const target of instances) {
        expect(await sessionThrough(target, banned.cookie)).toBeNull();
        await through(target)
          .post('/api/auth/sign-in/email')
          .agent(agentFrom())
          .send({ email: banned.email, password: PASSWORD })
          .expect(403);
      }
    });

    it('sees a role change made through one instance on all of them at once, though each keeps the user in Redis', async () => {
      const admin = await createAdmin(instances[1].url);
      const user = await signUp(instances[2].url);
      for (const target of instances) expect((await sessionThrough(target, user.cookie)).user.role).toBe('user');

      await through(instances[0])
        .post('/api/auth/admin/set-role')
        .set('Cookie', admin.cookie)
        .send({ userId: user.userId, role: 'admin' })
        .expect(200);

      for (const target of instances) expect((await sessionThrough(target, user.cookie)).user.role).toBe('admin');
      await through(instances[2]).get('/api/auth/admin/list-users').set('Cookie', user.cookie).expect(200);
    });
  });

  it('counts the rate limit across every instance: the 4th sign-in attempt in 10 s is refused wherever it lands', async () => {
    const client = agentFrom();
    for (const target of instances) {
      await through(target).post('/api/auth/sign-in/email').agent(client).send(WRONG_CREDENTIALS).expect(401);
    }

    const refused = await through(balancer)
      .post('/api/auth/sign-in/email')
      .agent(client)
      .send(WRONG_CREDENTIALS)
      .expect(429);

    expect(refused.body).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' });
    expect(Number(refused.headers['x-retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('believes nginx alone: a client forging X-Forwarded-For keeps its bucket and is recorded under its own address', async () => {
    const address = freshLoopbackAddress();
    const client = agentFrom(address);
    const signInForging = (forged: string, target: { url: string } = balancer) =>
      through(target)
        .post('/api/auth/sign-in/email')
        .agent(client)
        .set('x-forwarded-for', forged)
        .send(WRONG_CREDENTIALS);
    await signInForging('203.0.113.1').expect(401);
    await signInForging('203.0.113.2, 198.51.100.2').expect(401);
    // Straight to an instance, the forged header comes from a peer that is not the proxy.
    await signInForging('203.0.113.3', instances[0]).expect(401);

    await signInForging('203.0.113.4').expect(429);
    const email = uniqueEmail();
    const signUp = await through(balancer)
      .post('/api/auth/sign-up/email')
      .agent(client)
      .set('x-forwarded-for', '203.0.113.5')
      .send({ name: 'Forger', email, password: PASSWORD })
      .expect(200);
    expect((await sessionThrough(instances[1], cookiesFrom(signUp))).session.ipAddress).toBe(address);
  });

  it('lets exactly 50 of 500 parallel verifications of a key with remaining 50 through, spread over the instances', async () => {
    const owner = await signUp(balancer.url);
    const key = await createKey(owner.userId, { remaining: 50, rateLimitEnabled: false });

    const answers = await Promise.all(Array.from({ length: 500 }, () => verify(balancer.url, key)));

    expect(answers.filter((answer) => answer.valid)).toHaveLength(50);
    // The use that exhausts a key without refill deletes it, so later calls no longer find it.
    const refusals = new Set(answers.filter((answer) => !answer.valid).map((answer) => answer.error.code));
    expect(refusals).toContain('USAGE_EXCEEDED');
    expect([...refusals].every((code) => code === 'USAGE_EXCEEDED' || code === 'INVALID_API_KEY')).toBe(true);
    expect((await verify(instances[0].url, key)).valid).toBe(false);
  }, 60_000);

  it('loses no request while each instance in turn is stopped with SIGTERM and started again under steady load', async () => {
    const user = await signUp(balancer.url);
    const key = await createKey(user.userId, { rateLimitEnabled: false });
    const load = steadyLoad(balancer.url, user, key);

    for (let i = 0; i < instances.length; i++) {
      const { port } = instances[i];
      expect(await instances[i].stop()).toBe(0);
      instances[i] = await startService(port, env);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const { answered, failures } = await load.stop();

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(200);
  }, 120_000);

  async function createAdmin(url: string): Promise<SignedUpUser> {
    const email = uniqueEmail('admin');
    const created = await through({ url })
      .post('/api/auth/admin/create-user')
      .set('x-service-key', SERVICE_KEY)
      .send({ email, password: PASSWORD, name: 'Admin', role: 'admin' })
      .expect(200);
    const cookie = await signIn(url, email);
    return { email, password: PASSWORD, userId: created.body.user.id, token: '', cookie };
  }

  async function createKey(userId: string, body: Record<string, unknown>): Promise<string> {
    const created = await through(balancer)
      .post('/api/auth/api-key/create')
      .set('x-service-key', SERVICE_KEY)
      .send({ userId, ...body })
      .expect(200);
    return created.body.key;
  }
});

async function verify(url: string, key: string): Promise<{ valid: boolean; error: { code: string } }> {
  const response = await fetch(`${url}/api/auth/api-key/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-key': SERVICE_KEY },
    body: JSON.stringify({ key }),
  });
  if (response.status !== 200) throw new Error(`verify answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<{ valid: boolean; error: { code: string } }>;
}

/** Workers that read the session and verify a key through the balancer, back to back, until stopped. */
function steadyLoad(url: string, user: SignedUpUser, key: string, workers = 6) {
  let running = true;
  let answered = 0;
  const failures: string[] = [];
  const worker = async (index: number) => {
    for (let round = 0; running; round++) {
      const readsSession = (index + round) % 2 === 0;
      try {
        if (readsSession) {
          const response = await request(url)
            .get('/api/auth/get-session')
            .agent(agentFrom())
            .set('cookie', user.cookie);
          const body = response.body as { user?: { id: string } } | null;
          if (response.status !== 200 || body?.user?.id !== user.userId)
            failures.push(`get-session: ${response.status} ${JSON.stringify(body)}`);
        } else if (!(await verify(url, key)).valid) {
          failures.push('verify: not valid');
        }
      } catch (error) {
        failures.push(`${readsSession ? 'get-session' : 'verify'}: ${(error as Error).message}`);
      }
      answered++;
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
  return {
    stop: async () => {
      running = false;
      await done;
      return { answered, failures };
    },
  };
}

/** Signs up through `url` from an address of its own, as many people would, each in their own rate-limit bucket. */
async function signUp(url: string): Promise<SignedUpUser> {
  const email = uniqueEmail();
  const response = await request(url)
    .post('/api/auth/sign-up/email')
    .agent(agentFrom())
    .send({ name: 'Test User', email, password: PASSWORD })
    .expect(200);
  return {
    email,
    password: PASSWORD,
    userId: response.body.user.id,
    token: response.body.token,
    cookie: cookiesFrom(response),
  };
}

async function signIn(url: string, email: string): Promise<string> {
  return cookiesFrom(
    await request(url)
      .post('/api/auth/sign-in/email')
      .agent(agentFrom())
      .send({ email, password: PASSWORD })
      .expect(200),
  );
}
