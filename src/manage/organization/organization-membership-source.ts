import { Injectable, OnModuleInit } from '@nestjs/common';
import { RoleGrants } from '../../platform/common/access/access-control';
import { MembershipSource, OrganizationMemberships } from '../../identity/access/organization-memberships';
import { MemberRepository } from './repositories/member.repository';
import { OrganizationRoleRepository } from './repositories/organization-role.repository';
import { OrganizationRepository } from './repositories/organization.repository';

/**
 * Answers, for the organization roles and features beside this module (API keys), whether an organization is
 * there, a user's role in it, and the roles it made at run time.
 */
@Injectable()
export class OrganizationMembershipSource implements MembershipSource, OnModuleInit {
  constructor(
    private readonly members: MemberRepository,
    private readonly organizations: OrganizationRepository,
    private readonly roles: OrganizationRoleRepository,
    private readonly memberships: OrganizationMemberships,
  ) {}

  onModuleInit(): void {
    this.memberships.register(this);
  }

  async exists(organizationId: string): Promise<boolean> {
    return (await this.organizations.findById(organizationId)) !== null;
  }

  async roleOf(organizationId: string, userId: string): Promise<string | null> {
    return (await this.members.findByUser(organizationId, userId))?.role ?? null;
  }

  async storedRoles(organizationId: string, roles: readonly string[]): Promise<Record<string, RoleGrants>> {
    const stored = await this.roles.findByNames(organizationId, roles);
    return Object.fromEntries(stored.map((role) => [role.role, role.permission]));
  }

  async idBySlug(slug: string): Promise<string | null> {
    return (await this.organizations.findBySlug(slug))?.id ?? null;
  }
}
