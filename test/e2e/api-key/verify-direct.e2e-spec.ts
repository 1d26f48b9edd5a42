import request from 'supertest';
import { VerifyApiKeyDirectRoute } from '../../../src/api-key/verify-api-key.direct-route';
import { AuthErrorFilter } from '../../../src/common/errors/auth-error.filter';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY } from '../../support/admin';
import { createKeyOnServer } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { Answer, answerOf, isNodeRequest, requestsCounted } from '../../support/direct-lane';
import { SignedUpUser, signUp } from '../../support/factories';

// A trusted backend's plain call is answered on the direct lane, without Express; with a query the
// controller ignores, the same call goes through Express to the controller. Both must answer alike.
const PLAIN = '/api/auth/api-key/verify';
const THROUGH_CONTROLLER = '/api/auth/api-key/verify?via=express';

describe('POST /api/auth/api-key/verify on the direct lane', () => {
  let t: TestApp;
  let owner: SignedUpUser;
  let laneAnswers: jest.SpyInstance;
  let failures: jest.SpyInstance;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    owner = await signUp(t.http);
    // The lane answers through `answer` and writes failures with the filter; the controller calls
    // `verify` itself, and its failures reach the filter with Express's request.
    laneAnswers = jest.spyOn(t.app.get(VerifyApiKeyDirectRoute), 'answer');
    failures = jest.spyOn(AuthErrorFilter.prototype, 'answer');
  });

  afterAll(async () => {
    failures.mockRestore();
    await t.close();
  });

  /** Whether the request just sent was handled with Node's own request, as on the direct lane. */
  function wentDirect(): boolean {
    const requests = [...laneAnswers.mock.calls.map((call) => call[0]), ...failures.mock.calls.map((call) => call[1])];
    laneAnswers.mockClear();
    failures.mockClear();
    return requests.length > 0 && requests.every(isNodeRequest);
  }

  async function send(path: string, body: string, headers: Record<string, string>): Promise<Answer> {
    const pending = request(t.http).post(path);
    for (const [name, value] of Object.entries(headers)) pending.set(name, value);
    return answerOf(await pending.send(body));
  }

  /** The answers of the plain call and of the controller to the same request, checking which way each went. */
  async function bothWays(body: string, headers: Record<string, string> = {}): Promise<[Answer, Answer]> {
    const all = { 'Content-Type': 'application/json', 'x-service-key': TEST_SERVICE_KEY, ...headers };
    wentDirect();
    t.clock.freeze();
    try {
      const plain = await send(PLAIN, body, all);
      expect(wentDirect()).toBe(true);
      const full = await send(THROUGH_CONTROLLER, body, all);
      expect(wentDirect()).toBe(false);
      return [plain, full];
    } finally {
      t.clock.unfreeze();
    }
  }

  it('verifies a key as the controller does, each call one use', async () => {
    const key = await createKeyOnServer(t.http, owner.userId, { rateLimitEnabled: false, remaining: 10 });

    const [plain, full] = await bothWays(JSON.stringify({ key: key.key, ignored: 'field' }));

    const plainBody = JSON.parse(plain.body);
    const fullBody = JSON.parse(full.body);
    expect(plain.status).toBe(200);
    expect(plainBody.valid).toBe(true);
    expect(plainBody.key.remaining).toBe(9);
    expect(fullBody.key.remaining).toBe(8);
    // The one difference is the use the first call counted.
    expect({ ...plain, body: { ...plainBody, key: { ...plainBody.key, remaining: 8 } } }).toEqual({ ...full, body: fullBody });
    expect(plain.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it.each([
    ['an unknown key', JSON.stringify({ key: 'not-a-key-anyone-made' })],
    ['a key asking for permissions it lacks', JSON.stringify({ key: 'no-such-key-either', permissions: { files: ['read'] } })],
    ['no key', JSON.stringify({})],
    ['a key of the wrong type', JSON.stringify({ key: 42 })],
    ['malformed JSON', '{"key":'],
    ['JSON that is not an object', '"a key"'],
    ['an untrusted redirect target', JSON.stringify({ key: 'k', callbackURL: 'https://evil.example/' })],
    ['a body past 100 kB', JSON.stringify({ key: 'k'.repeat(110_000) })],
  ])('answers %s as the controller does', async (_case, body) => {
    const [plain, full] = await bothWays(body);

    expect(plain).toEqual(full);
  });

  it('leaves a call without a service key to the full stack, which refuses it', async () => {
    wentDirect();
    const response = await request(t.http).post(PLAIN).set('Content-Type', 'application/json').send({ key: 'k' }).expect(401);

    expect(response.body.code).toBe('UNAUTHORIZED');
    expect(wentDirect()).toBe(false);
  });

  it('counts its answers in the request metrics under the route', async () => {
    const count = () => requestsCounted(t.http, 'POST', PLAIN);
    const before = await count();
    await request(t.http).post(PLAIN).set('x-service-key', TEST_SERVICE_KEY).send({ key: 'unknown' }).expect(200);

    expect(await count()).toBe(before + 1);
  });
});
