import request from 'supertest';
import { hashPassword } from '../../../src/common/crypto/password-hasher';
import { HASHING_THREADS } from '../../../src/common/crypto/thread-pool';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signIn, signUp, uniqueEmail } from '../../support/factories';

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

  it('refuses sign-ups, sign-ins and resets while every thread hashes, before their bodies are checked', async () => {
    let answered = false;
    // Each thread hashes one password after another until the answers are in: no gap an HTTP call could fall into.
    const occupy = async () => {
      while (!answered) await hashPassword('occupying a hashing thread');
    };
    const occupying = Array.from({ length: HASHING_THREADS }, occupy);
    const malformed = { email: 'not an address', password: null, newPassword: null, token: null };
    const responses = await Promise.all(
      ['sign-up/email', 'sign-in/email', 'reset-password'].map((path) =>
        request(t.http).post(`/api/auth/${path}`).send(malformed),
      ),
    );
    answered = true;
    await Promise.all(occupying);

    for (const response of responses) expect([response.status, response.body]).toEqual([503, BUSY]);
    const afterwards = await request(t.http).post('/api/auth/sign-in/email').send(malformed);
    expect(afterwards.status).toBe(400);
  });

  it('counts what it shed in /metrics and serves sign-in again once the burst is over', async () => {
    const metrics = (await request(t.http).get('/metrics').expect(200)).text;

    expect(Number(/^password_hashes_shed_total (\d+)$/m.exec(metrics)![1])).toBeGreaterThan(0);
    expect(metrics).toMatch(/^password_hash_queue_depth 0$/m);
    await signIn(t.http, user.email);
  });
});
