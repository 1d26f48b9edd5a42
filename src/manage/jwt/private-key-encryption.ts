import type { SecretKeyring } from '../../platform/common/crypto/secret-keyring';

/** The `privateKey` column's value for a private JWK: the encrypted JSON, as a JSON string. */
export function encryptPrivateKey(privateJwkJson: string, secrets: SecretKeyring): string {
  return JSON.stringify(secrets.encrypt(privateJwkJson));
}

/** The private JWK's JSON from the column; throws when no secret held encrypted it. */
export function decryptPrivateKey(column: string, secrets: SecretKeyring): string {
  const hex = JSON.parse(column) as unknown;
  if (typeof hex !== 'string') throw new Error('The private key is not an encrypted value');
  return secrets.decrypt(hex);
}

/** The column under the current secret: unchanged when it already is; throws when no secret held opens it. */
export function reencryptPrivateKey(column: string, secrets: SecretKeyring): string {
  const plaintext = decryptPrivateKey(column, secrets);
  return secrets.isCurrent(JSON.parse(column) as string) ? column : encryptPrivateKey(plaintext, secrets);
}
