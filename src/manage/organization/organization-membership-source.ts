import { Injectable, OnModuleInit } from '@nestjs/common';
import { MembershipSource, OrganizationMemberships } from '../../identity/access/organization-memberships';
import { MemberRepository } from './repositories/member.repository';
import { OrganizationRepository } from './repositories/organization.repository';

/** Answers, for features beside this module (API keys), whether an organization is there and a user's role in it. */
@Injectable()
export class OrganizationMembershipSource implements MembershipSource, OnModuleInit {
  constructor(
    private readonly members: MemberRepository,
    private readonly organizations: OrganizationRepository,
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
}
