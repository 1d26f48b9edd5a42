import { createHash } from 'node:crypto';

/** SHA-256 of the text as unpadded base64url, the form Better Auth stores API keys in. */
export function sha256Base64Url(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64url');
}
