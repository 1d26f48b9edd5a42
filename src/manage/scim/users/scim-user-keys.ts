import { sha256Base64Url } from '../../../platform/common/crypto/digest';
import { randomString } from '../../../platform/common/crypto/random';
import { ScimEmail } from './scim-user.types';

/**
 * The derived key columns `@better-auth/scim` fills, computed as it does so both read one database: a SHA-256
 * of the JSON tuple, so a value's connection is part of its key and unique indexes scope uniqueness per connection.
 */
function scopedKey(parts: string[]): string {
  return sha256Base64Url(JSON.stringify(parts));
}

/** userName is unique per connection whatever its case. */
export const userNameKey = (connectionId: string, userName: string) =>
  scopedKey(['scim-user-name', connectionId, userName.toLowerCase()]);

export const externalIdKey = (connectionId: string, externalId: string | null) =>
  externalId === null ? null : scopedKey(['scim-user-external-id', connectionId, externalId]);

export const connectionUserKey = (connectionId: string, userId: string) =>
  scopedKey(['scim-user', connectionId, userId]);

/** One e-mail's token in the `|token|token|` index an `emails.value` filter searches. */
export const emailValueToken = (email: string) => scopedKey(['scim-email-value', email.trim().toLowerCase()]);

export function emailValueIndex(emails: ScimEmail[], type?: string): string {
  const tokens = emails
    .filter((email) => type === undefined || email.type === type)
    .map((e) => emailValueToken(e.value));
  return `|${[...new Set(tokens)].sort().join('|')}|`;
}

/** Creation order for classic paging, unique even for two Users made in one millisecond. */
export const orderKey = (createdAt: Date) => `${createdAt.getTime().toString().padStart(15, '0')}:${randomString(16)}`;
