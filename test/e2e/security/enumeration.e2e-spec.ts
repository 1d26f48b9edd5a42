import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { signUp, uniqueEmail } from '../../support/factories';
import { keepRealPasswordHash } from '../../support/real-password-hash';

// Compares the time of a wrong password with an unknown e-mail's, which real hashes dominate.
keepRealPasswordHash();

const INVALID_EMAIL_OR_PASSWORD = { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' };
const ROUNDS = 5;

describe('account enumeration', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  async function timedSignIn(email: string): Promise<{ ms: number; response: request.Response }> {
    const started = process.hrtime.bigint();
    const response = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email, password: 'not the password' });
    return { ms: Number(process.hrtime.bigint() - started) / 1e6, response };
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  it('answers an unknown e-mail exactly as a wrong password, with the same status, body and headers', async () => {
    const user = await signUp(t.http);
    const known = (await timedSignIn(user.email)).response;
    const unknown = (await timedSignIn(uniqueEmail('nobody'))).response;

    expect([known.status, unknown.status]).toEqual([401, 401]);
    expect(known.body).toEqual(INVALID_EMAIL_OR_PASSWORD);
    expect(unknown.body).toEqual(INVALID_EMAIL_OR_PASSWORD);
    expect(unknown.headers['set-cookie']).toEqual(known.headers['set-cookie']);
  });

  it('spends a password hash on an unknown e-mail, so it takes about as long as a wrong password', async () => {
    const user = await signUp(t.http);
    const wrongPassword: number[] = [];
    const unknownEmail: number[] = [];
    // Interleaved, so a busy machine slows both alike.
    for (let i = 0; i < ROUNDS; i += 1) {
      wrongPassword.push((await timedSignIn(user.email)).ms);
      unknownEmail.push((await timedSignIn(uniqueEmail('nobody'))).ms);
    }

    // Without the hash an unknown e-mail answers in a small fraction of the time.
    expect(median(unknownEmail)).toBeGreaterThan(median(wrongPassword) * 0.5);
  });

  it('answers a password-reset request for an unknown e-mail exactly as for a known one', async () => {
    const user = await signUp(t.http);
    const known = await request(t.http)
      .post('/api/auth/request-password-reset')
      .send({ email: user.email, redirectTo: '/reset' });
    const unknown = await request(t.http)
      .post('/api/auth/request-password-reset')
      .send({ email: uniqueEmail('nobody'), redirectTo: '/reset' });

    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.status).toBe(200);
  });

  it('answers a verification resend for an unknown e-mail exactly as for a known one', async () => {
    const user = await signUp(t.http);
    const known = await request(t.http).post('/api/auth/send-verification-email').send({ email: user.email });
    const unknown = await request(t.http)
      .post('/api/auth/send-verification-email')
      .send({ email: uniqueEmail('nobody') });

    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.status).toBe(200);
  });
});
