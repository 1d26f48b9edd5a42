import { createHash } from 'node:crypto';

/** SHA-256 of the text as unpadded base64url, the form Better Auth stores API keys in. */
export function sha256Base64Url(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64url');
}

/**
 * Better Auth 1.7's `teamMember.membershipKey`: SHA-256 of the JSON array `[teamId, userId]` as
 * unpadded base64url, unique per team and user.
 */
export function teamMembershipKey(teamId: string, userId: string): string {
  return sha256Base64Url(JSON.stringify([teamId, userId]));
}
