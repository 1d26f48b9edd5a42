import { Injectable } from '@nestjs/common';
import { generateId } from '../../../platform/common/crypto/random';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { SCIM_CREDENTIAL_ID_PREFIX, SCIM_HASH_VERSION } from './scim-catalog.constants';
import { SCIM_CATALOG_ERRORS } from './scim-catalog.errors';
import { ScimCredentialPolicy, ScimCredentialRecord } from './scim-catalog.types';
import { ScimTokenDigests, newOpaqueId, newToken } from './scim-token';

/** The package's checks of a credential policy beyond its shape. */
export function assertPolicy(policy: ScimCredentialPolicy, now: Date): void {
  if (policy.expiresAt.getTime() <= now.getTime()) {
    throw new AuthError(SCIM_CATALOG_ERRORS.MANAGED_SCIM_CREDENTIAL_EXPIRY_MUST_BE_IN_THE_FUTURE);
  }
  if (new Set(policy.scopes).size !== policy.scopes.length) {
    throw new AuthError(SCIM_CATALOG_ERRORS.MANAGED_SCIM_CREDENTIAL_SCOPES_MUST_BE_UNIQUE);
  }
}

/** Makes credentials: an id, a token told once, and the token's keyed digest, which is all that is kept. */
@Injectable()
export class ScimCredentialIssuer {
  constructor(private readonly digests: ScimTokenDigests) {}

  /** A credential of the connection row `connectionRecordId` in its live slot `slot`, and its token. */
  issue(
    connectionRecordId: string,
    slot: number,
    actorId: string,
    policy: ScimCredentialPolicy,
    now: Date,
  ): { credential: ScimCredentialRecord; token: string } {
    const credentialId = newOpaqueId(SCIM_CREDENTIAL_ID_PREFIX);
    const token = newToken(credentialId);
    const credential: ScimCredentialRecord = {
      id: generateId(),
      connectionRecordId,
      credentialId,
      tokenDigest: this.digests.digest(token),
      hashVersion: SCIM_HASH_VERSION,
      activeSlotKey: `${connectionRecordId}:active:${slot}`,
      status: 'active',
      scopes: [...policy.scopes],
      expiresAt: policy.expiresAt,
      createdAt: now,
      createdBy: actorId,
      lastUsedAt: null,
      revokedAt: null,
      revokedBy: null,
    };
    return { credential, token };
  }
}
