import { Injectable } from '@nestjs/common';
import { RoleGrants } from '../../platform/common/access/access-control';

/** What the organization module answers about its organizations and members. */
export interface MembershipSource {
  /** Whether the organization is there (an organization-owned API key outlives a deleted one). */
  exists(organizationId: string): Promise<boolean>;
  /** The user's (comma-joined) role in the organization, or null when they are not a member. */
  roleOf(organizationId: string, userId: string): Promise<string | null>;
  /** The organization's roles made at run time among `roles`, by name; names not stored are left out. */
  storedRoles(organizationId: string, roles: readonly string[]): Promise<Record<string, RoleGrants>>;
  /** The id of the organization with this slug, or null when there is none. */
  idBySlug(slug: string): Promise<string | null>;
}

/** Without the organization module there are no organizations, so no one is a member of one. */
const NO_ORGANIZATIONS: MembershipSource = {
  exists: () => Promise.resolve(false),
  roleOf: () => Promise.resolve(null),
  storedRoles: () => Promise.resolve({}),
  idBySlug: () => Promise.resolve(null),
};

/**
 * Where the organization module plugs in its memberships, so features beside it (API keys an organization
 * owns) check a member's role against the statements here without reaching into that module.
 */
@Injectable()
export class OrganizationMemberships implements MembershipSource {
  private source: MembershipSource = NO_ORGANIZATIONS;

  register(source: MembershipSource): void {
    if (this.source !== NO_ORGANIZATIONS) throw new Error('An organization membership source is already registered');
    this.source = source;
  }

  exists(organizationId: string): Promise<boolean> {
    return this.source.exists(organizationId);
  }

  roleOf(organizationId: string, userId: string): Promise<string | null> {
    return this.source.roleOf(organizationId, userId);
  }

  storedRoles(organizationId: string, roles: readonly string[]): Promise<Record<string, RoleGrants>> {
    return roles.length === 0 ? Promise.resolve({}) : this.source.storedRoles(organizationId, roles);
  }

  idBySlug(slug: string): Promise<string | null> {
    return this.source.idBySlug(slug);
  }
}
