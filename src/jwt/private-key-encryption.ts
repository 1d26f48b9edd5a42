import { createHash } from 'node:crypto';
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { bytesToHex, hexToBytes, managedNonce } from '@noble/ciphers/utils.js';

/*
 * Better Auth's symmetricEncrypt: XChaCha20-Poly1305 under the SHA-256 of the secret, a random
 * 24-byte nonce before the ciphertext, all in hex. Keys stored either way open with the other.
 */
function cipherFor(secret: string) {
  const key = new Uint8Array(createHash('sha256').update(secret, 'utf8').digest());
  return managedNonce(xchacha20poly1305)(key);
}

/** The `privateKey` column's value for a private JWK: the encrypted JSON, as a JSON string. */
export function encryptPrivateKey(privateJwkJson: string, secret: string): string {
  return JSON.stringify(bytesToHex(cipherFor(secret).encrypt(new TextEncoder().encode(privateJwkJson))));
}

/** The private JWK's JSON from the column; throws when the secret is not the one that encrypted it. */
export function decryptPrivateKey(column: string, secret: string): string {
  const hex = JSON.parse(column) as unknown;
  if (typeof hex !== 'string') throw new Error('The private key is not an encrypted value');
  return new TextDecoder().decode(cipherFor(secret).decrypt(hexToBytes(hex)));
}
