import { inspect } from 'node:util';
import * as line14 from 'better-auth/crypto';
import * as line17 from '../../../../test/better-auth-1.7/index';
import { signValue } from './hmac';
import { SecretKeyring } from './secret-keyring';

const OLD = 'an-old-secret-that-is-long-enough-0123456789';
const NEW = 'a-new-secret-that-is-long-enough-0123456789';
const LEGACY = 'the-secret-before-numbering-0123456789abcdef';
const SECRETS = [
  { version: 2, value: NEW },
  { version: 1, value: OLD },
];
/** Better Auth 1.7's own form of the same numbered secrets, as its context builds it. */
const BETTER_AUTH_KEY = {
  keys: new Map([
    [2, NEW],
    [1, OLD],
  ]),
  currentVersion: 2,
  legacySecret: LEGACY,
};

describe('SecretKeyring', () => {
  const keyring = SecretKeyring.versioned(SECRETS, LEGACY);

  it('signs with the current secret and reads what any secret held signed', () => {
    expect(keyring.sign('token')).toBe(signValue('token', NEW));
    expect(keyring.unsign(signValue('token', OLD))).toBe('token');
    expect(keyring.unsign(signValue('token', LEGACY))).toBe('token');
    expect(keyring.unsign(signValue('token', `${NEW}-other`))).toBeNull();
  });

  it('checks a MAC under any secret held', () => {
    const old = SecretKeyring.single(OLD).mac('value', 'base64url');

    expect(keyring.verifyMac('value', old, 'base64url')).toBe(true);
    expect(keyring.verifyMac('other value', old, 'base64url')).toBe(false);
    expect(SecretKeyring.single(NEW).verifyMac('value', old, 'base64url')).toBe(false);
  });

  it('encrypts under the current number as Better Auth 1.7 does, and 1.7 opens it', async () => {
    const stored = keyring.encrypt('plain');

    expect(stored).toMatch(/^\$ba\$2\$[0-9a-f]+$/);
    await expect(line17.symmetricDecrypt({ key: BETTER_AUTH_KEY, data: stored })).resolves.toBe('plain');
  });

  it('opens what Better Auth 1.7 encrypted under an earlier number, and bare values with the legacy secret', async () => {
    const underOld = await line17.symmetricEncrypt({
      key: { ...BETTER_AUTH_KEY, currentVersion: 1 },
      data: 'from 1.7',
    });
    const bare = await line14.symmetricEncrypt({ key: LEGACY, data: 'from 1.4' });

    expect(underOld.startsWith('$ba$1$')).toBe(true);
    expect(keyring.decrypt(underOld)).toBe('from 1.7');
    expect(keyring.decrypt(bare)).toBe('from 1.4');
  });

  it('names a retired number, and refuses bare values without a legacy secret', async () => {
    const retired = await line17.symmetricEncrypt({
      key: { keys: new Map([[0, OLD]]), currentVersion: 0, legacySecret: undefined },
      data: 'x',
    });
    const bare = await line14.symmetricEncrypt({ key: LEGACY, data: 'x' });

    expect(() => keyring.decrypt(retired)).toThrow('encrypted under secret version 0, which is not held');
    expect(() => SecretKeyring.versioned(SECRETS, null).decrypt(bare)).toThrow('AUTH_SECRET is not set');
  });

  it('with one secret, writes and reads bare values as Better Auth 1.4 does', async () => {
    const single = SecretKeyring.single(OLD);
    const stored = single.encrypt('plain');

    expect(stored).toMatch(/^[0-9a-f]+$/);
    await expect(line14.symmetricDecrypt({ key: OLD, data: stored })).resolves.toBe('plain');
    expect(single.decrypt(await line14.symmetricEncrypt({ key: OLD, data: 'x' }))).toBe('x');
    expect(() => single.decrypt(keyring.encrypt('x'))).toThrow('secret version 2');
  });

  it('tells whether a value is under the current secret', () => {
    expect(keyring.isCurrent(keyring.encrypt('x'))).toBe(true);
    expect(keyring.isCurrent(SecretKeyring.versioned([SECRETS[1]], null).encrypt('x'))).toBe(false);
    expect(keyring.isCurrent(SecretKeyring.single(LEGACY).encrypt('x'))).toBe(false);
  });

  it('verifies with every distinct secret, the current one first', () => {
    expect(keyring.verifying).toEqual([NEW, OLD, LEGACY]);
    expect(keyring.versions).toEqual([2, 1]);
    expect(SecretKeyring.single(OLD).verifying).toEqual([OLD]);
  });

  it('never shows a secret when logged or printed', () => {
    const shown = [JSON.stringify({ keyring }), inspect({ keyring }, { depth: 5 }), String(inspect(keyring))];

    for (const text of shown) for (const secret of [NEW, OLD, LEGACY]) expect(text).not.toContain(secret);
    expect(JSON.stringify(keyring)).toBe('{"versions":[2,1],"secrets":"****"}');
  });
});
