import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { SecretKeyring } from '../../platform/common/crypto/secret-keyring';
import { decryptPrivateKey, encryptPrivateKey } from './private-key-encryption';

const SECRET = 'a-secret-that-is-long-enough-0123456789';
const KEYRING = SecretKeyring.single(SECRET);
const PRIVATE_JWK = JSON.stringify({ kty: 'OKP', crv: 'Ed25519', x: 'public-part', d: 'private-part' });

describe('private key encryption, as Better Auth stores jwks.privateKey', () => {
  it('opens what Better Auth encrypted', async () => {
    const column = JSON.stringify(await symmetricEncrypt({ key: SECRET, data: PRIVATE_JWK }));

    expect(decryptPrivateKey(column, KEYRING)).toBe(PRIVATE_JWK);
  });

  it('writes what Better Auth opens', async () => {
    const column = encryptPrivateKey(PRIVATE_JWK, KEYRING);

    expect(await symmetricDecrypt({ key: SECRET, data: JSON.parse(column) })).toBe(PRIVATE_JWK);
  });

  it('uses a fresh nonce each time', () => {
    expect(encryptPrivateKey(PRIVATE_JWK, KEYRING)).not.toBe(encryptPrivateKey(PRIVATE_JWK, KEYRING));
  });

  it('refuses to open a key under another secret', () => {
    const column = encryptPrivateKey(PRIVATE_JWK, KEYRING);

    expect(() => decryptPrivateKey(column, SecretKeyring.single(`${SECRET}-rotated`))).toThrow();
  });
});
