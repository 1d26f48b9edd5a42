import { signValue } from '../../common/crypto/hmac';
import { loadConfig } from '../../config/load-config';
import { secretKeyringOf } from './secret-keyring.module';

const SECRET = 'a-long-random-secret-for-tests-0123456789';
const NEW = 'n'.repeat(40);
const OLD = 'o'.repeat(40);

describe('secretKeyringOf', () => {
  it('signs and encrypts with AUTH_SECRET alone, unnumbered, as Better Auth 1.4 does', () => {
    const keyring = secretKeyringOf(loadConfig({ env: { AUTH_SECRET: SECRET } }));

    expect([keyring.current, keyring.versions, keyring.verifying]).toEqual([SECRET, [], [SECRET]]);
    expect(keyring.sign('token')).toBe(signValue('token', SECRET));
    expect(keyring.encrypt('plain')).not.toMatch(/^\$ba\$/);
  });

  it('makes the first numbered secret current and verifies with the others and the legacy AUTH_SECRET', () => {
    const keyring = secretKeyringOf(loadConfig({ env: { AUTH_SECRETS: `2:${NEW}, 1:${OLD}`, AUTH_SECRET: SECRET } }));

    expect(keyring.versions).toEqual([2, 1]);
    expect(keyring.verifying).toEqual([NEW, OLD, SECRET]);
    expect(keyring.unsign(signValue('token', SECRET))).toBe('token');
    expect(keyring.encrypt('plain')).toMatch(/^\$ba\$2\$/);
  });

  it('holds no legacy secret while AUTH_SECRET is the placeholder', () => {
    expect(secretKeyringOf(loadConfig({ env: { AUTH_SECRETS: `0:${NEW}` } })).verifying).toEqual([NEW]);
  });

  it('opens what the keyring of the same configuration encrypted, as after a restart', () => {
    const env = { AUTH_SECRETS: `2:${NEW}, 1:${OLD}`, AUTH_SECRET: SECRET };
    const sealed = secretKeyringOf(loadConfig({ env })).encrypt('plain');

    expect(secretKeyringOf(loadConfig({ env })).decrypt(sealed)).toBe('plain');
  });
});
