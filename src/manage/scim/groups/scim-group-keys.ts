import { randomString } from '../../../platform/common/crypto/random';
import { sha256Base64Url } from '../../../platform/common/crypto/digest';

/** The package's scoped key: a digest of the parts' JSON, so neither a connection nor a part can run into another. */
function scopedKey(parts: string[]): string {
  return sha256Base64Url(JSON.stringify(parts));
}

/** `scimGroup.displayNameKey`: display names are unique per connection regardless of case. */
export function groupDisplayNameKey(connectionId: string, displayName: string): string {
  return scopedKey(['scim-group-display-name', connectionId, displayName.toLowerCase()]);
}

/** `scimGroup.externalIdKey`: external ids are unique per connection, compared exactly; none has no key. */
export function groupExternalIdKey(connectionId: string, externalId: string | null): string | null {
  return externalId ? scopedKey(['scim-group-external-id', connectionId, externalId]) : null;
}

/** `scimGroupMember.membershipKey`: a user is a direct member of a group once. */
export function groupMembershipKey(connectionId: string, groupId: string, scimUserId: string): string {
  return scopedKey(['scim-group-member', connectionId, groupId, scimUserId]);
}

/** `orderKey`: creation time, zero-padded so text order is time order, then a random tie-breaker. */
export function groupOrderKey(createdAt: Date): string {
  return `${createdAt.getTime().toString().padStart(15, '0')}:${randomString(16)}`;
}
