import { Injectable } from '@nestjs/common';

/** What the directory's provisioning (SCIM) answers single sign-on about an organization's people. */
export interface ProvisionedIdentitySource {
  /** Whether the organization has an active provisioning connection: then only its provisioned users sign in. */
  isProvisioned(organizationId: string): Promise<boolean>;
  /**
   * The id of the user behind the active provisioned identity whose `externalId` is `subject` (the IdP's
   * `sub` or NameID) in the organization's active connection, or null when there is none.
   */
  activeUserFor(organizationId: string, subject: string): Promise<string | null>;
}

/** Without provisioning no organization is provisioned, so single sign-on creates its users just in time. */
const NO_PROVISIONING: ProvisionedIdentitySource = {
  isProvisioned: () => Promise.resolve(false),
  activeUserFor: () => Promise.resolve(null),
};

/**
 * Where provisioning (SCIM, in the manage wing) plugs in what it knows, so single sign-on (in the sign-in wing)
 * lands an IdP subject on its provisioned user without reaching into that module.
 */
@Injectable()
export class ProvisionedIdentities implements ProvisionedIdentitySource {
  private source: ProvisionedIdentitySource = NO_PROVISIONING;

  register(source: ProvisionedIdentitySource): void {
    if (this.source !== NO_PROVISIONING) throw new Error('A provisioned identity source is already registered');
    this.source = source;
  }

  isProvisioned(organizationId: string): Promise<boolean> {
    return this.source.isProvisioned(organizationId);
  }

  activeUserFor(organizationId: string, subject: string): Promise<string | null> {
    return this.source.activeUserFor(organizationId, subject);
  }
}
