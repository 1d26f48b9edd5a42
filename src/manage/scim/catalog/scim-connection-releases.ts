import { Injectable } from '@nestjs/common';

/** Ends the access of every user a connection provisioned (sessions, membership, ban), as its decommission asks. */
export type ConnectionRelease = (connectionId: string, provisioningDomainId: string) => Promise<void>;

/**
 * Where the SCIM Users feature plugs in what a decommission does to the users a connection provisioned, so the
 * catalog (which that feature builds on for its bearer guard) does not depend on it. Without one registered,
 * a decommission only ends the connection's credentials.
 */
@Injectable()
export class ScimConnectionReleases {
  private release: ConnectionRelease | null = null;

  register(release: ConnectionRelease): void {
    if (this.release) throw new Error('A SCIM connection release is already registered');
    this.release = release;
  }

  async releaseConnection(connectionId: string, provisioningDomainId: string): Promise<void> {
    await this.release?.(connectionId, provisioningDomainId);
  }
}
