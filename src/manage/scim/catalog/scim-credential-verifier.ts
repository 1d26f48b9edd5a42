import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/common/time/clock';
import { ScimPrincipal } from '../scim-principal';
import { SCIM_HASH_VERSION, SCIM_LAST_USED_WRITE_INTERVAL_MS } from './scim-catalog.constants';
import { ScimAuthenticationFailure } from './scim-catalog.metrics';
import { ScimConnectionRepository } from './scim-connection.repository';
import { ScimCredentialRepository } from './scim-credential.repository';
import { ScimTokenDigests, credentialIdOf } from './scim-token';

/** The principal a token stands for, or why it stands for none. */
export type ScimVerification = { principal: ScimPrincipal } | { failure: ScimAuthenticationFailure };

/** Checks a managed bearer token against its credential's keyed digest, its expiry and its connection. */
@Injectable()
export class ScimCredentialVerifier {
  constructor(
    private readonly credentials: ScimCredentialRepository,
    private readonly connections: ScimConnectionRepository,
    private readonly digests: ScimTokenDigests,
    private readonly clock: Clock,
  ) {}

  async verify(token: string): Promise<ScimVerification> {
    const credentialId = credentialIdOf(token);
    if (!credentialId) return { failure: 'invalid_token' };
    const credential = await this.credentials.findByCredentialId(credentialId);
    // The digest is checked before the status, so a guessed credential id tells nothing about its credential.
    if (
      !credential ||
      credential.hashVersion !== SCIM_HASH_VERSION ||
      !this.digests.matches(token, credential.tokenDigest)
    ) {
      return { failure: 'invalid_token' };
    }
    if (credential.status === 'revoked') return { failure: 'revoked' };
    if (credential.status === 'decommissioned') return { failure: 'decommissioned' };
    const now = this.clock.now();
    if (credential.status !== 'active' || credential.expiresAt.getTime() <= now.getTime())
      return { failure: 'expired' };
    const connection = await this.connections.findByRecordId(credential.connectionRecordId);
    if (!connection || connection.status !== 'active') return { failure: 'decommissioned' };
    const lastUsedAt = credential.lastUsedAt;
    if (!lastUsedAt || lastUsedAt.getTime() + SCIM_LAST_USED_WRITE_INTERVAL_MS <= now.getTime()) {
      await this.credentials.touch(credential.id, lastUsedAt, now);
    }
    return {
      principal: {
        connectionId: connection.connectionId,
        provisioningDomainId: connection.provisioningDomainId,
        credentialId: credential.credentialId,
        scopes: credential.scopes,
      },
    };
  }
}
