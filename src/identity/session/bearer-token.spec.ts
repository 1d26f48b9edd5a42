import { signValue } from '../../platform/common/crypto/hmac';
import { SecretKeyring } from '../../platform/common/crypto/secret-keyring';
import { readBearerToken } from './bearer-token';

const SECRET = 'a-secret-that-is-long-enough-0123456789';
const KEYRING = SecretKeyring.single(SECRET);
const TOKEN = 'Qm3xT8vK1pL0sD7fG2hJ9aZ4cV6bN5wE';

describe('readBearerToken', () => {
  it('reads the signed token, percent-encoded or not', () => {
    const signed = signValue(TOKEN, SECRET);

    expect(readBearerToken(`Bearer ${encodeURIComponent(signed)}`, KEYRING)).toBe(TOKEN);
    expect(readBearerToken(`Bearer ${signed}`, KEYRING)).toBe(TOKEN);
  });

  it('reads a plain token, as the bearer plugin does without requireSignature', () => {
    expect(readBearerToken(`Bearer ${TOKEN}`, KEYRING)).toBe(TOKEN);
  });

  it('takes the scheme in any case and trims the credential', () => {
    expect(readBearerToken(`BEARER   ${TOKEN} `, KEYRING)).toBe(TOKEN);
  });

  it.each([
    ['no header', undefined],
    ['another scheme', `Basic ${TOKEN}`],
    ['an empty credential', 'Bearer   '],
    ['a signature under another secret', `Bearer ${signValue(TOKEN, `${SECRET}-other`)}`],
    ['a malformed percent-encoding with a dot', 'Bearer abc.%E0%A4%A'],
  ])('answers null for %s', (_case, header) => {
    expect(readBearerToken(header, KEYRING)).toBeNull();
  });

  it('reads a token signed with an earlier secret the keyring still holds', () => {
    const keyring = SecretKeyring.versioned(
      [
        { version: 2, value: `${SECRET}-new` },
        { version: 1, value: SECRET },
      ],
      null,
    );

    expect(readBearerToken(`Bearer ${signValue(TOKEN, SECRET)}`, keyring)).toBe(TOKEN);
  });
});
