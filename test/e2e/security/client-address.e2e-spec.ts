import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { onlyEvent } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, cookiesFrom, uniqueEmail } from '../../support/factories';

/**
 * A failed sign-in for an address of its own, so the per-address lock never counts one test's attempts in another's.
 */
const wrongCredentials = () => ({ email: uniqueEmail('nobody'), password: 'not the password' });
const LIMITED = { ...ADMIN_TEST_CONFIG, rateLimit: { enabled: true } };

/**
 * Signs up through the API with `forwardedFor`, answering the new session's recorded address and the sign-up event's.
 */
async function addressesOf(
  t: TestApp,
  admin: SignedUpUser,
  forwardedFor: string,
): Promise<{ session: string; audit: string }> {
  const response = await request(t.http)
    .post('/api/auth/sign-up/email')
    .set('X-Forwarded-For', forwardedFor)
    .send({ name: 'Ada', email: uniqueEmail(), password: PASSWORD })
    .expect(200);
  const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookiesFrom(response)).expect(200);
  const event = await onlyEvent(t.http, admin.cookie, 'sign-up', response.body.user.id);
  return { session: session.body.session.ipAddress, audit: event.ipAddress };
}

describe('the client address without trusted proxies (the default)', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: LIMITED });
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(() => t.close());

  it('records the peer, not what X-Forwarded-For claims, on the session and in the audit log', async () => {
    expect(await addressesOf(t, admin, '203.0.113.7')).toEqual({ session: '127.0.0.1', audit: '127.0.0.1' });
  });

  it('counts a client that forges a new X-Forwarded-For on every attempt in one bucket', async () => {
    const signIn = (octet: number) =>
      request(t.http)
        .post('/api/auth/sign-in/email')
        .set('X-Forwarded-For', `198.51.100.${octet}`)
        .send(wrongCredentials());
    // The administrator's own sign-in was the first attempt from this peer.
    await signIn(1).expect(401);
    await signIn(2).expect(401);

    const refused = await signIn(3).expect(429);
    expect(refused.body).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' });
  });
});

describe('the client address behind a trusted proxy', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...LIMITED, trustedProxies: ['loopback', '10.0.0.0/8'] } });
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(() => t.close());

  const signIn = (forwardedFor: string) =>
    request(t.http).post('/api/auth/sign-in/email').set('X-Forwarded-For', forwardedFor).send(wrongCredentials());

  it('takes the right-most untrusted hop, whatever the client wrote to the left of it', async () => {
    expect(await addressesOf(t, admin, '6.6.6.6, 203.0.113.7, 10.0.0.2')).toEqual({
      session: '203.0.113.7',
      audit: '203.0.113.7',
    });
  });

  it('records the proxy itself when the chain names no valid client', async () => {
    expect(await addressesOf(t, admin, '203.0.113.9, not-an-address')).toEqual({
      session: '127.0.0.1',
      audit: '127.0.0.1',
    });
  });

  it('keeps a forging client in its own bucket however it varies the left of the chain', async () => {
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) await signIn(`${forged}, 203.0.113.20`).expect(401);

    await signIn('4.4.4.4, 203.0.113.20').expect(429);
    await signIn('203.0.113.21').expect(401);
  });

  it('gives every spelling of one IPv6 address one bucket, and records it in one spelling', async () => {
    for (const spelling of ['2001:db8:5::1', '2001:0DB8:5:0:0:0:0:1', '[2001:db8:5::1]'])
      await signIn(spelling).expect(401);

    await signIn('2001:db8:5:0::1').expect(429);
    expect(await addressesOf(t, admin, '2001:0DB8:0006:0:0:0:0:0001')).toEqual({
      session: '2001:db8:6::1',
      audit: '2001:db8:6::1',
    });
  });

  it('limits IPv6 clients per /64 network', async () => {
    for (const address of ['2001:db8:7:1::1', '2001:db8:7:1:a:b:c:d', '2001:db8:7:1:ffff:0:0:1'])
      await signIn(address).expect(401);

    await signIn('2001:db8:7:1:1234::5').expect(429);
    await signIn('2001:db8:7:2::1').expect(401);
  });

  it('reads an IPv4-mapped IPv6 address as IPv4', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) await signIn('::ffff:203.0.113.30').expect(401);

    await signIn('203.0.113.30').expect(429);
  });
});
