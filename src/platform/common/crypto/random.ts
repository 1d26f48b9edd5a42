import { randomInt } from 'node:crypto';

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Random letters and digits from the system's CSPRNG. */
export function randomString(length: number, alphabet: string = ALPHANUMERIC): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}

export const ID_LENGTH = 32;

/** Record ids and session tokens: 32 letters and digits. */
export function generateId(): string {
  return randomString(ID_LENGTH);
}
