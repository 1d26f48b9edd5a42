import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import request from 'supertest';
import { JwksRotationSweeper } from '../../../src/manage/jwt/jwks-rotation-sweeper';
import { JwksService } from '../../../src/manage/jwt/jwks.service';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { onlyEvent } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';

const MINUTE_SECONDS = 60;
const DAY_SECONDS = 86_400;

describe('signing key rotation', () => {
  let t: TestApp;
  let user: SignedUpUser;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, jwt: { rotationInterval: '1d' } } });
    user = await signUp(t.http);
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  const tokenNow = async (): Promise<string> =>
    (await request(t.http).get('/api/auth/token').set('Cookie', user.cookie).expect(200)).body.token;
  const publishedKids = async (): Promise<string[]> =>
    (await request(t.http).get('/api/auth/jwks').expect(200)).body.keys.map((key: { kid: string }) => key.kid);
  const verifyNow = async (token: string) => {
    const keys = createLocalJWKSet((await request(t.http).get('/api/auth/jwks').expect(200)).body);
    return jwtVerify(token, keys, { currentDate: t.clock.now() });
  };
  const rotationEvent = (kid: string) => onlyEvent(t.http, admin.cookie, 'jwks.rotate', kid);
  const recorded = (trigger: string) => ({
    action: 'jwks.rotate',
    actorId: null,
    targetType: 'signing-key',
    result: 'success',
    metadata: { trigger, alg: 'EdDSA' },
    // The command line is named as such; the service's own rotations come from scheduled work.
    origin: trigger === 'command line' ? 'cli' : 'system',
  });

  it('signs with a new key once the interval has passed, and keeps the old key published until its last token expires', async () => {
    const before = await tokenNow();
    const oldKid = decodeProtectedHeader(before).kid!;

    t.clock.advanceSeconds(DAY_SECONDS - 5 * MINUTE_SECONDS);
    const lastOfOldKey = await tokenNow();
    t.clock.advanceSeconds(6 * MINUTE_SECONDS);
    const fromNewKey = await tokenNow();
    const newKid = decodeProtectedHeader(fromNewKey).kid!;

    expect(decodeProtectedHeader(lastOfOldKey).kid).toBe(oldKid);
    expect(newKid).not.toBe(oldKid);
    expect(await publishedKids()).toEqual(expect.arrayContaining([oldKid, newKid]));
    expect(await rotationEvent(newKid)).toMatchObject(recorded('expired on use'));
    await expect(verifyNow(lastOfOldKey)).resolves.toMatchObject({ payload: { sub: user.userId } });
    await expect(verifyNow(fromNewKey)).resolves.toMatchObject({ payload: { sub: user.userId } });

    // The old key signed its last token at its expiry at the latest; 15 minutes on, every such token has expired.
    t.clock.advanceSeconds(15 * MINUTE_SECONDS);
    expect(await publishedKids()).toEqual([newKid]);
  });

  it('rotates on the timer when the key is due, before any token asks', async () => {
    const kid = await t.app.get(JwksService).rotate('command line');
    const sweeper = t.app.get(JwksRotationSweeper);

    await sweeper.rotateIfDue();
    const unchanged = await publishedKids();
    t.clock.advanceSeconds(DAY_SECONDS + 1);
    const dueAtMs = t.clock.nowMs();
    await sweeper.rotateIfDue();
    const kids = await publishedKids();

    expect(unchanged).toContain(kid);
    expect(kids).toHaveLength(2);
    expect(kids).toContain(kid);
    const newKid = kids.find((id) => id !== kid)!;
    expect(decodeProtectedHeader(await tokenNow()).kid).toBe(newKid);
    const event = await rotationEvent(newKid);
    expect(event).toMatchObject(recorded('schedule'));
    // Stamped by the service's clock, which the test moved a day on.
    expect(Date.parse(event.createdAt)).toBeGreaterThanOrEqual(dueAtMs);
  });

  it('rotates on command: new tokens use the new key while tokens of the old one stay valid until they expire', async () => {
    const old = await tokenNow();

    const newKid = await t.app.get(JwksService).rotate('command line');
    const fresh = await tokenNow();
    t.clock.advanceSeconds(14 * MINUTE_SECONDS);

    expect(decodeProtectedHeader(fresh).kid).toBe(newKid);
    expect(await rotationEvent(newKid)).toMatchObject(recorded('command line'));
    await expect(verifyNow(old)).resolves.toMatchObject({ payload: { sub: user.userId } });
    t.clock.advanceSeconds(2 * MINUTE_SECONDS);
    expect(await publishedKids()).toEqual([newKid]);
  });
});
