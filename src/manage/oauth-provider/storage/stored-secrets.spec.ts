import { createHash } from 'node:crypto';
import { matchesStoredSecret, storedSecretOf } from './stored-secrets';

describe('stored secrets', () => {
  it('stores SHA-256 of the UTF-8 text as unpadded base64url, as the package does', () => {
    // The package's defaultHasher: base64Url.encode(sha256(new TextEncoder().encode(value)), { padding: false }).
    const expected = Buffer.from(createHash('sha256').update(new TextEncoder().encode('s3cret-é')).digest()).toString(
      'base64url',
    );
    expect(storedSecretOf('s3cret-é')).toBe(expected);
    expect(storedSecretOf('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });

  it('hashes a lone surrogate as TextEncoder does (U+FFFD)', () => {
    expect(storedSecretOf('a\ud800')).toBe(storedSecretOf('a\ufffd'));
  });

  it('matches the right secret only', () => {
    const stored = storedSecretOf('right');
    expect(matchesStoredSecret('right', stored)).toBe(true);
    expect(matchesStoredSecret('wrong', stored)).toBe(false);
    expect(matchesStoredSecret('', stored)).toBe(false);
    expect(matchesStoredSecret('right', null)).toBe(false);
  });
});
