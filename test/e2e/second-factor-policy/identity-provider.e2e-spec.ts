import request from 'supertest';
import { signUp, uniqueEmail } from '../../support/factories';
import { SocialTestSetup, signInThroughProvider, startSocialTestApp } from '../../support/social';

describe('REQUIRE_SECOND_FACTOR=all and a sign-in through an OpenID Connect provider', () => {
  let setup: SocialTestSetup;

  beforeAll(async () => {
    setup = await startSocialTestApp({ config: { requireSecondFactor: 'all' } });
  });

  afterAll(async () => {
    await setup.close();
  });

  it('lets the session on: the provider decides the factors its sign-in asks for', async () => {
    const email = uniqueEmail('sso');
    await setup.idp.addAccount({ sub: `sub-${email}`, email, email_verified: true, name: 'Grace Hopper' });
    const trip = await signInThroughProvider(setup, email, { callbackURL: '/home' });

    const response = await trip.browser.fetch(`${setup.t.baseUrl}/api/auth/list-sessions`);

    expect(response.status).toBe(200);
  });

  it('still refuses a password-only session on the same service', async () => {
    const user = await signUp(setup.t.http);

    await request(setup.t.http).get('/api/auth/list-sessions').set('Cookie', user.cookie).expect(403);
  });
});
