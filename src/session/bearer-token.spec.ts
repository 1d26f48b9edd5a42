import { signValue } from '../common/crypto/hmac';
import { readBearerToken } from './bearer-token';

const SECRET = 'a-secret-that-is-long-enough-0123456789';
const TOKEN = 'Qm3xT8vK1pL0sD7fG2hJ9aZ4cV6bN5wE';

describe('readBearerToken', () => {
  it('reads the signed token, percent-encoded or not', () => {
    const signed = signValue(TOKEN, SECRET);

    expect(readBearerToken(`Bearer ${encodeURIComponent(signed)}`, SECRET)).toBe(TOKEN);
    expect(readBearerToken(`Bearer ${signed}`, SECRET)).toBe(TOKEN);
  });

  it('reads a plain token, as the bearer plugin does without requireSignature', () => {
    expect(readBearerToken(`Bearer ${TOKEN}`, SECRET)).toBe(TOKEN);
  });

  it('takes the scheme in any case and trims the credential', () => {
    expect(readBearerToken(`BEARER   ${TOKEN} `, SECRET)).toBe(TOKEN);
  });

  it.each([
    ['no header', undefined],
    ['another scheme', `Basic ${TOKEN}`],
    ['an empty credential', 'Bearer   '],
    ['a signature under another secret', `Bearer ${signValue(TOKEN, `${SECRET}-other`)}`],
    ['a malformed percent-encoding with a dot', 'Bearer abc.%E0%A4%A'],
  ])('answers null for %s', (_case, header) => {
    expect(readBearerToken(header, SECRET)).toBeNull();
  });
});
