import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { freePort } from '../support/create-test-app';
import { Balancer, startBalancer } from '../support/balancer.mjs';
import { ServiceProcess, startService } from '../support/deployment';
import { PASSWORD, cookiesFrom, uniqueEmail } from '../support/factories';
import { agentFrom } from '../support/loopback-client';
import { oauthQueryOf } from '../support/oauth-provider';
import { TestDatabase, createTestDatabase } from '../support/test-database';
import { TEST_REDIS_URL, uniqueRedisPrefix } from '../support/test-redis';

const SERVICE_KEY = randomBytes(24).toString('hex');
const REDIRECT_URI = 'https://wiki.example.test/callback';
/** nginx reaches the instances from this address, the one proxy they trust. */
const PROXY_ADDRESS = '127.0.0.2';

interface Client {
  clientId: string;
  clientSecret: string;
}

interface Answer {
  status: number;
  body: Record<string, any>;
}

/**
 * The OpenID provider on three instances of the built service behind nginx, sharing PostgreSQL and Redis:
 * what one instance issued or remembered holds on the others, and what may be used once is used once, even
 * when the same code or refresh token reaches all three at the same moment. Each request comes from a
 * loopback address of its own, so production's rate limits never decide an answer here.
 */
describe('the OpenID provider on three instances behind nginx, sharing PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let balancer: Balancer;
  const instances: ServiceProcess[] = [];
  let adminCookie: string;
  let userCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const ports = [await freePort(), await freePort(), await freePort()];
    const balancerPort = await freePort();
    const env = {
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
    for (const port of ports) instances.push(await startService(port, env));
    balancer = await startBalancer(balancerPort, ports, { bindAddress: PROXY_ADDRESS });
    adminCookie = await signUp(instances[0].url, 'admin');
    userCookie = await signUp(instances[1].url, 'user');
  }, 120_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  });

  const [A, B, C] = [0, 1, 2].map((index) => () => instances[index].url);
  const all = () => instances.map((instance) => instance.url);

  async function signUp(url: string, role: 'admin' | 'user'): Promise<string> {
    const email = uniqueEmail(role);
    await request(url)
      .post('/api/auth/admin/create-user')
      .agent(agentFrom())
      .set('x-service-key', SERVICE_KEY)
      .send({ email, password: PASSWORD, name: 'Ada', role })
      .expect(200);
    const signedIn = await request(url)
      .post('/api/auth/sign-in/email')
      .agent(agentFrom())
      .send({ email, password: PASSWORD })
      .expect(200);
    return cookiesFrom(signedIn);
  }

  async function registerClient(url: string, skipConsent: boolean): Promise<Client> {
    const created = await request(url)
      .post('/api/auth/admin/oauth2/create-client')
      .agent(agentFrom())
      .set('x-service-key', SERVICE_KEY)
      .set('Cookie', adminCookie)
      .send({
        redirect_uris: [REDIRECT_URI],
        client_name: 'Wiki',
        token_endpoint_auth_method: 'client_secret_basic',
        skip_consent: skipConsent,
      })
      .expect(201);
    return { clientId: created.body.client_id, clientSecret: created.body.client_secret };
  }

  /** A browser's authorization request on `url` (redirects not followed), with PKCE S256. */
  async function authorize(url: string, client: Client, verifier: string): Promise<URL> {
    const answer = await request(url)
      .get('/api/auth/oauth2/authorize')
      .agent(agentFrom())
      .set('Cookie', userCookie)
      .query({
        response_type: 'code',
        client_id: client.clientId,
        redirect_uri: REDIRECT_URI,
        scope: 'openid offline_access',
        state: randomBytes(8).toString('hex'),
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      })
      .expect(302);
    return new URL(answer.headers.location);
  }

  async function token(url: string, client: Client, form: Record<string, string>): Promise<Answer> {
    const answer = await request(url)
      .post('/api/auth/oauth2/token')
      .agent(agentFrom())
      .auth(client.clientId, client.clientSecret)
      .type('form')
      .send(form);
    return { status: answer.status, body: answer.body };
  }

  async function codeFrom(url: string, client: Client) {
    const verifier = randomBytes(32).toString('base64url');
    const callback = await authorize(url, client, verifier);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    const exchange = {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      code_verifier: verifier,
    };
    return { ...exchange, redirect_uri: REDIRECT_URI };
  }

  const userInfoStatus = async (url: string, accessToken: string) =>
    (await request(url).get('/api/auth/oauth2/userinfo').agent(agentFrom()).auth(accessToken, { type: 'bearer' }))
      .status;

  /** The answers, sorted by status, for comparing outcomes of requests raced against each other. */
  const byStatus = (answers: Answer[]) => [...answers].sort((one, other) => one.status - other.status);

  it('redeems a code obtained through one instance exactly once when it reaches all three at the same moment', async () => {
    const client = await registerClient(A(), true);
    const exchange = await codeFrom(A(), client);

    const answers = byStatus(await Promise.all(all().map((url) => token(url, client, exchange))));

    expect(answers.map(({ status }) => status)).toEqual([200, 400, 400]);
    for (const refused of answers.slice(1))
      expect(refused.body).toEqual({ error: 'invalid_grant', error_description: 'invalid code' });
    // Presented again once the race is over, the code ends what it was exchanged for, on every instance.
    expect((await token(C(), client, exchange)).body.error).toBe('invalid_grant');
    expect(await userInfoStatus(A(), answers[0].body.access_token)).toBe(401);
  });

  it('rotates a refresh token presented on three instances at once exactly once, and ends the family when it is presented again', async () => {
    const client = await registerClient(B(), true);
    const issued = await token(C(), client, await codeFrom(B(), client));
    expect(issued.status).toBe(200);
    const refresh = { grant_type: 'refresh_token', refresh_token: issued.body.refresh_token as string };

    const answers = byStatus(await Promise.all(all().map((url) => token(url, client, refresh))));

    expect(answers.map(({ status }) => status)).toEqual([200, 400, 400]);
    for (const refused of answers.slice(1)) expect(refused.body.error).toBe('invalid_grant');
    const rotated = answers[0].body.refresh_token as string;
    expect(rotated).toEqual(expect.any(String));
    // The used token again, after the race: the client's whole family for the user ends, on every instance.
    expect((await token(A(), client, refresh)).body).toEqual({
      error: 'invalid_grant',
      error_description: 'invalid refresh token',
    });
    expect((await token(B(), client, { ...refresh, refresh_token: rotated })).body.error).toBe('invalid_grant');
    expect(await userInfoStatus(C(), answers[0].body.access_token)).toBe(401);
  });

  it('honours on every instance a consent given through another', async () => {
    const client = await registerClient(C(), false);
    const verifier = randomBytes(32).toString('base64url');
    const consentPage = await authorize(A(), client, verifier);
    expect(consentPage.pathname).toBe('/oauth/consent');
    const given = await request(B())
      .post('/api/auth/oauth2/consent')
      .agent(agentFrom())
      .set('Cookie', userCookie)
      .send({ accept: true, oauth_query: oauthQueryOf(consentPage) })
      .expect(200);
    expect(new URL(given.body.url).searchParams.get('code')).toEqual(expect.any(String));

    for (const url of [C(), balancer.url, A()]) {
      const callback = await authorize(url, client, verifier);
      expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
      expect(callback.searchParams.get('code')).toEqual(expect.any(String));
    }
  });
});
