import { Agent, request as httpRequest } from 'node:http';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY } from '../../support/admin';
import { createKeyOnServer } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { TestDatabase, createTestDatabase } from '../../support/test-database';

// Hundreds of requests through one or two apps take longer than Jest's default five seconds.
const TIMEOUT_MS = 120_000;

const USAGE_EXCEEDED = { code: 'USAGE_EXCEEDED', message: 'API Key has reached its usage limit' };
const INVALID_API_KEY = { code: 'INVALID_API_KEY', message: 'Invalid API key.' };

interface Answer {
  status: number;
  body: any;
}

/**
 * Real HTTP to a listening app. Up to 100 requests per app are in flight at once on kept-alive
 * connections: concurrent enough to race, few enough sockets for the OS to accept them all.
 */
function send(
  agent: Agent,
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      url,
      { method, agent, headers: payload ? { ...headers, 'content-type': 'application/json' } : headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: text ? JSON.parse(text) : null }));
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

function verifyMany(agent: Agent, app: TestApp, key: string, count: number): Promise<Answer>[] {
  const url = `${app.baseUrl}/api/auth/api-key/verify`;
  return Array.from({ length: count }, () => send(agent, url, 'POST', { 'x-service-key': TEST_SERVICE_KEY }, { key }));
}

/** Every answer is 200; the valid ones are counted, the others must carry one of `allowed`. */
function tally(answers: Answer[], allowed: (error: Record<string, unknown>) => boolean): number {
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    if (!answer.body.valid) {
      expect(answer.body.key).toBeNull();
      expect(allowed(answer.body.error)).toBe(true);
    }
  }
  return answers.filter((answer) => answer.body.valid === true).length;
}

function isUsedUpOrGone(error: Record<string, unknown>): boolean {
  return [USAGE_EXCEEDED, INVALID_API_KEY].some((expected) => JSON.stringify(error) === JSON.stringify(expected));
}

function isRateLimited(error: Record<string, any>): boolean {
  const keys = Object.keys(error).sort().join();
  return (
    error.code === 'RATE_LIMITED' &&
    error.message === 'Rate limit exceeded.' &&
    keys === 'code,details,message' &&
    typeof error.details.tryAgainIn === 'number'
  );
}

describe('concurrent uses of one key', () => {
  let agent: Agent;

  beforeEach(() => {
    agent = new Agent({ keepAlive: true, maxSockets: 100 });
  });

  afterEach(() => {
    agent.destroy();
  });

  describe('on one instance', () => {
    let t: TestApp;
    let owner: SignedUpUser;

    beforeAll(async () => {
      t = await createTestApp({ config: ADMIN_TEST_CONFIG, listen: true });
      owner = await signUp(t.http);
    }, TIMEOUT_MS);

    afterAll(async () => {
      await t.close();
    });

    /** With 100 connections already open, the next 100 requests reach the server together, as a busy app's do. */
    async function openConnections(): Promise<void> {
      const { key } = await createKeyOnServer(t.http, owner.userId, { rateLimitEnabled: false });
      await Promise.all(verifyMany(agent, t, key, 100));
    }

    it(
      'lets exactly 50 of 500 parallel verifications through a key with 50 remaining',
      async () => {
        const { key } = await createKeyOnServer(t.http, owner.userId, { remaining: 50, rateLimitEnabled: false });

        const answers = await Promise.all(verifyMany(agent, t, key, 500));

        expect(tally(answers, isUsedUpOrGone)).toBe(50);
        const after = await request(t.http)
          .post('/api/auth/api-key/verify')
          .set('x-service-key', TEST_SERVICE_KEY)
          .send({ key })
          .expect(200);
        expect(after.body).toEqual({ valid: false, error: INVALID_API_KEY, key: null });
      },
      TIMEOUT_MS,
    );

    it(
      'lets exactly 30 of 200 parallel verifications through a rate limit of 30, refusing the rest with RATE_LIMITED',
      async () => {
        const created = await createKeyOnServer(t.http, owner.userId, { rateLimitMax: 30 });

        const answers = await Promise.all(verifyMany(agent, t, created.key, 200));

        expect(tally(answers, isRateLimited)).toBe(30);
        const record = await request(t.http)
          .get('/api/auth/api-key/get')
          .query({ id: created.id })
          .set('Cookie', owner.cookie)
          .expect(200);
        expect(record.body).toMatchObject({ requestCount: 30, remaining: null });
      },
      TIMEOUT_MS,
    );

    it(
      'answers each of 100 parallel verifications with the key as its own use left it',
      async () => {
        const created = await createKeyOnServer(t.http, owner.userId, {
          remaining: 1000,
          rateLimitMax: 1000,
          rateLimitTimeWindow: 3_600_000,
        });
        await openConnections();

        const answers = await Promise.all(verifyMany(agent, t, created.key, 100));

        expect(tally(answers, () => false)).toBe(100);
        const byOrder = (a: number, b: number) => a - b;
        expect(answers.map((answer) => answer.body.key.remaining).sort(byOrder)).toEqual(
          Array.from({ length: 100 }, (_, index) => 900 + index),
        );
        expect(answers.map((answer) => answer.body.key.requestCount).sort(byOrder)).toEqual(
          Array.from({ length: 100 }, (_, index) => index + 1),
        );
        const record = await request(t.http)
          .get('/api/auth/api-key/get')
          .query({ id: created.id })
          .set('Cookie', owner.cookie)
          .expect(200);
        expect(record.body).toMatchObject({ remaining: 900, requestCount: 100 });
      },
      TIMEOUT_MS,
    );

    it.each([
      ['99 remaining', { remaining: 99, rateLimitEnabled: false }, isUsedUpOrGone],
      ['a rate limit of 99', { rateLimitMax: 99, rateLimitTimeWindow: 3_600_000 }, isRateLimited],
    ])(
      'lets exactly 99 of 100 verifications arriving together through a key with %s',
      async (_limit, limits, refusal) => {
        const { key } = await createKeyOnServer(t.http, owner.userId, limits);
        await openConnections();

        const answers = await Promise.all(verifyMany(agent, t, key, 100));

        expect(tally(answers, refusal)).toBe(99);
      },
      TIMEOUT_MS,
    );

    it(
      'answers exactly 20 of 100 parallel keyed get-session calls with the session of a key with 20 remaining',
      async () => {
        const created = await createKeyOnServer(t.http, owner.userId, { remaining: 20, rateLimitEnabled: false });
        const url = `${t.baseUrl}/api/auth/get-session`;

        const answers = await Promise.all(
          Array.from({ length: 100 }, () => send(agent, url, 'GET', { 'x-api-key': created.key })),
        );

        const served = answers.filter((answer) => answer.status === 200);
        expect(served).toHaveLength(20);
        for (const answer of served)
          expect(answer.body.session).toMatchObject({ id: created.id, userId: owner.userId, token: created.key });
        for (const answer of answers.filter((refused) => refused.status !== 200)) {
          expect([`429 ${JSON.stringify(USAGE_EXCEEDED)}`, `401 ${JSON.stringify(INVALID_API_KEY)}`]).toContain(
            `${answer.status} ${JSON.stringify(answer.body)}`,
          );
        }
      },
      TIMEOUT_MS,
    );
  });

  describe('on two instances sharing one database', () => {
    let database: TestDatabase;
    let first: TestApp;
    let second: TestApp;
    let owner: SignedUpUser;

    beforeAll(async () => {
      database = await createTestDatabase({ sqliteFile: true });
      first = await createTestApp({ config: ADMIN_TEST_CONFIG, listen: true, database });
      second = await createTestApp({ config: ADMIN_TEST_CONFIG, listen: true, database });
      owner = await signUp(first.http);
    }, TIMEOUT_MS);

    afterAll(async () => {
      await second?.close();
      await first?.close();
      await database?.drop();
    });

    it(
      'lets exactly 50 of 500 verifications through, 250 sent to each instance at once',
      async () => {
        const { key } = await createKeyOnServer(second.http, owner.userId, { remaining: 50, rateLimitEnabled: false });

        const answers = await Promise.all([
          ...verifyMany(agent, first, key, 250),
          ...verifyMany(agent, second, key, 250),
        ]);

        expect(tally(answers, isUsedUpOrGone)).toBe(50);
      },
      TIMEOUT_MS,
    );

    it(
      'lets exactly 30 of 200 verifications through a rate limit of 30, 100 sent to each instance at once',
      async () => {
        const { key } = await createKeyOnServer(first.http, owner.userId, { rateLimitMax: 30 });

        const answers = await Promise.all([
          ...verifyMany(agent, first, key, 100),
          ...verifyMany(agent, second, key, 100),
        ]);

        expect(tally(answers, isRateLimited)).toBe(30);
      },
      TIMEOUT_MS,
    );
  });
});
