import { symmetricDecrypt, symmetricEncrypt } from '../common/crypto/symmetric-encryption';

/** The `privateKey` column's value for a private JWK: the encrypted JSON, as a JSON string. */
export function encryptPrivateKey(privateJwkJson: string, secret: string): string {
  return JSON.stringify(symmetricEncrypt(privateJwkJson, secret));
}

/** The private JWK's JSON from the column; throws when the secret is not the one that encrypted it. */
export function decryptPrivateKey(column: string, secret: string): string {
  const hex = JSON.parse(column) as unknown;
  if (typeof hex !== 'string') throw new Error('The private key is not an encrypted value');
  return symmetricDecrypt(hex, secret);
}
