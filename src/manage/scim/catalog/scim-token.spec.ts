import { SecretKeyring } from '../../../platform/common/crypto/secret-keyring';
import { ScimTokenDigests, credentialIdOf, newOpaqueId, newToken } from './scim-token';

const OLD = 'an-old-secret-that-is-long-enough-0123456789';
const NEW = 'a-new-secret-that-is-long-enough-9876543210';

describe('SCIM tokens', () => {
  it('are the credential id, a dot and 48 URL-safe characters, and name their credential', () => {
    const credentialId = newOpaqueId('ba_scim_credential_');
    const token = newToken(credentialId);

    expect(credentialId).toMatch(/^ba_scim_credential_[A-Za-z0-9_-]{32}$/);
    expect(token).toMatch(new RegExp(`^${credentialId}\\.[A-Za-z0-9_-]{48}$`));
    expect(credentialIdOf(token)).toBe(credentialId);
  });

  it.each(['', 'ba_scim_credential_abc', 'ba_scim_credential_abc.', 'other_abc.def', 'ba_scim_credential_a b.c'])(
    'names no credential for %p',
    (token) => {
      expect(credentialIdOf(token)).toBeNull();
    },
  );

  it('keeps a keyed digest that only its token matches, unlike a bare hash and unlike another secret’s', () => {
    const digests = new ScimTokenDigests(SecretKeyring.single(OLD));
    const token = newToken(newOpaqueId('ba_scim_credential_'));
    const digest = digests.digest(token);

    expect(digest).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(digests.matches(token, digest)).toBe(true);
    expect(digests.matches(`${token}x`, digest)).toBe(false);
    expect(new ScimTokenDigests(SecretKeyring.single(NEW)).matches(token, digest)).toBe(false);
  });

  it('still matches a digest made under a secret the keyring keeps after a new one takes over', () => {
    const token = newToken(newOpaqueId('ba_scim_credential_'));
    const digest = new ScimTokenDigests(SecretKeyring.versioned([{ version: 1, value: OLD }], null)).digest(token);
    const rotated = SecretKeyring.versioned(
      [
        { version: 2, value: NEW },
        { version: 1, value: OLD },
      ],
      null,
    );

    expect(new ScimTokenDigests(rotated).matches(token, digest)).toBe(true);
  });
});
