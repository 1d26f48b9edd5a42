import { Injectable } from '@nestjs/common';
import { generateId } from '../../platform/common/crypto/random';
import { Clock } from '../../platform/common/time/clock';
import { Database } from '../../platform/database/database';
import { SessionService } from '../../identity/session/session.service';
import { hasRole } from '../../identity/access/organization-roles';
import { OrganizationAccess } from './organization-access';
import { MemberRepository } from './repositories/member.repository';
import { OrganizationRepository } from './repositories/organization.repository';
import { TeamRepository } from './repositories/team.repository';

/**
 * Memberships a directory (SCIM) keeps for its users: no caller's permissions apply, the directory decides
 * who is in. A role changed since is kept; the last owner is never taken out.
 */
@Injectable()
export class DirectoryMembers {
  constructor(
    private readonly members: MemberRepository,
    private readonly organizations: OrganizationRepository,
    private readonly teams: TeamRepository,
    private readonly access: OrganizationAccess,
    private readonly sessions: SessionService,
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  /** Adds the user with `role` unless already a member; an organization that is not there is left alone. */
  async ensureMember(organizationId: string, userId: string, role: string): Promise<void> {
    if (await this.members.findByUser(organizationId, userId)) return;
    if (!(await this.organizations.findById(organizationId))) return;
    await this.members.create({ id: generateId(), organizationId, userId, role, createdAt: this.clock.now() });
  }

  /** Takes the user out of the organization and its teams, if a member; their sessions stop working in it. */
  async removeUser(organizationId: string, userId: string): Promise<void> {
    const member = await this.members.findByUser(organizationId, userId);
    if (!member) return;
    const creatorRole = this.access.creatorRole;
    if (hasRole(member.role, creatorRole)) {
      if (!(await this.members.deleteUnlessLastHolder(member, creatorRole))) return;
      await this.teams.removeFromOrganization(organizationId, userId);
    } else {
      await this.database.transaction(async (tx) => {
        await this.teams.removeFromOrganization(organizationId, userId, tx);
        await this.members.delete(member.id, tx);
      });
    }
    await this.sessions.clearMembership(userId, organizationId);
  }
}
