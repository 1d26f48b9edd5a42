import { createHash } from 'node:crypto';
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { bytesToHex, hexToBytes, managedNonce } from '@noble/ciphers/utils.js';

/*
 * Better Auth's symmetricEncrypt: XChaCha20-Poly1305 under the SHA-256 of the secret, a random
 * 24-byte nonce before the ciphertext, all in hex. Values stored either way open with the other.
 */
function cipherFor(secret: string) {
  const key = new Uint8Array(createHash('sha256').update(secret, 'utf8').digest());
  return managedNonce(xchacha20poly1305)(key);
}

/** The hex ciphertext of `plaintext` under `secret`, with a fresh nonce. */
export function symmetricEncrypt(plaintext: string, secret: string): string {
  return bytesToHex(cipherFor(secret).encrypt(new TextEncoder().encode(plaintext)));
}

/** The plaintext; throws when the secret is not the one that encrypted it or the value was altered. */
export function symmetricDecrypt(ciphertextHex: string, secret: string): string {
  return new TextDecoder().decode(cipherFor(secret).decrypt(hexToBytes(ciphertextHex)));
}
