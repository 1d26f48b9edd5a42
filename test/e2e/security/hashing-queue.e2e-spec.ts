import request from 'supertest';
import { REFUSAL_PAUSE_MS, hashPassword } from '../../../src/platform/common/crypto/password-hasher';
import { HASHING_THREADS } from '../../../src/platform/common/crypto/thread-pool';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signIn, signUp, uniqueEmail } from '../../support/factories';
import { keepRealPasswordHash } from '../../support/real-password-hash';

// The queue's capacity is measured in real hashes: at the cheap cost none would wait.
keepRealPasswordHash();

const BUSY = { code: 'SERVICE_BUSY', message: 'The service is busy. Please try again shortly.' };
const BURST = 30;

/**
 * With no room to wait (maxWaiting 0), a burst of calls that hash finds every hashing thread busy:
 * those beyond the threads are refused at once, the others answered on their merits.
 */
describe('a bounded password-hashing queue', () => {
  let t: TestApp;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { passwordHashing: { maxWaiting: 0 } } });
    user = await signUp(t.http);
  });

  afterAll(() => t.close());

  async function burst(call: () => request.Test): Promise<request.Response[]> {
    return Promise.all(Array.from({ length: BURST }, call));
  }

  function expectShedAndServed(responses: request.Response[], servedStatus: number): void {
    const shed = responses.filter((response) => response.status === 503);
    expect(shed.length).toBeGreaterThan(0);
    expect(responses.filter((response) => response.status === servedStatus).length).toBeGreaterThan(0);
    expect(shed.length + responses.filter((response) => response.status === servedStatus).length).toBe(BURST);
    for (const response of shed) {
      expect(response.body).toEqual(BUSY);
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  }

  it('answers sign-ins beyond the hashing threads 503 SERVICE_BUSY with Retry-After, at once', async () => {
    // Each for an address of its own, as a password sprayer sends them: the per-address lock stays out of it.
    const responses = await burst(() =>
      request(t.http)
        .post('/api/auth/sign-in/email')
        .send({ email: uniqueEmail('sprayed'), password: 'not the password' }),
    );

    expectShedAndServed(responses, 401);
  });

  it('sheds sign-ups and password changes the same way', async () => {
    expectShedAndServed(
      await burst(() =>
        request(t.http)
          .post('/api/auth/sign-up/email')
          .send({ name: 'Flood', email: uniqueEmail(), password: PASSWORD }),
      ),
      200,
    );
    const change = () =>
      request(t.http)
        .post('/api/auth/change-password')
        .set('Cookie', user.cookie)
        .send({ currentPassword: 'not the password', newPassword: 'another password' });
    expectShedAndServed(await burst(change), 400);
  });

  async function heldRequests(): Promise<number> {
    const metrics = (await request(t.http).get('/metrics').expect(200)).text;
    return Number(/^password_hash_requests_held (\d+)$/m.exec(metrics)![1]);
  }

  /** Each thread hashes one password after another until `release` is called: no gap an HTTP call could fall into. */
  function occupyEveryThread(): { release: () => Promise<void> } {
    let released = false;
    const occupy = async () => {
      while (!released) await hashPassword('occupying a hashing thread');
    };
    const occupying = Array.from({ length: HASHING_THREADS }, occupy);
    return {
      release: async () => {
        released = true;
        await Promise.all(occupying);
      },
    };
  }

  it('refuses sign-ups, sign-ins and resets while every thread hashes, before their bodies are checked, after a pause', async () => {
    const threads = occupyEveryThread();
    const malformed = { email: 'not an address', password: null, newPassword: null, token: null };
    const started = performance.now();
    const responses = await Promise.all(
      ['sign-up/email', 'sign-in/email', 'reset-password'].map(async (path) => {
        const response = await request(t.http).post(`/api/auth/${path}`).send(malformed);
        return { response, ms: performance.now() - started };
      }),
    );
    await threads.release();

    for (const { response, ms } of responses) {
      expect([response.status, response.body]).toEqual([503, BUSY]);
      // Held for half to one and a half times REFUSAL_PAUSE_MS before the answer.
      expect(ms).toBeGreaterThanOrEqual(REFUSAL_PAUSE_MS / 2);
    }
    const afterwards = await request(t.http).post('/api/auth/sign-in/email').send(malformed);
    expect(afterwards.status).toBe(400);
  });

  it('lets a held sign-in go on when a hashing thread comes free during its pause', async () => {
    const threads = occupyEveryThread();
    const started = performance.now();
    const answer = request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD })
      .then();
    // Once it is held, the threads come free well before its pause ends.
    while ((await heldRequests()) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await threads.release();

    const response = await answer;
    expect(performance.now() - started).toBeGreaterThanOrEqual(REFUSAL_PAUSE_MS / 2);
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(user.email);
  });

  it('counts what it shed in /metrics and serves sign-in again once the burst is over', async () => {
    const metrics = (await request(t.http).get('/metrics').expect(200)).text;

    expect(Number(/^password_hashes_shed_total (\d+)$/m.exec(metrics)![1])).toBeGreaterThan(0);
    expect(metrics).toMatch(/^password_hash_queue_depth 0$/m);
    expect(metrics).toMatch(/^password_hash_requests_held 0$/m);
    await signIn(t.http, user.email);
  });
});
