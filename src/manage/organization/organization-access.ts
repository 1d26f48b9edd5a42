import { Injectable } from '@nestjs/common';
import { PermissionRequest } from '../../platform/common/access/access-control';
import { AuthError } from '../../platform/common/errors/auth-error';
import { ErrorEntry } from '../../platform/common/errors/define-errors';
import { ActiveSession } from '../../identity/session/session.types';
import { OrganizationRoles, hasRole } from '../../identity/access/organization-roles';
import { MemberRepository } from './repositories/member.repository';
import { Invitation, Member } from './organization.types';

/** A refusal: which catalogue entry, and the status when the endpoint answers another than the entry's. */
export interface Refusal {
  error: ErrorEntry;
  status?: number;
}

/** Membership lookups and permission checks shared by the organization services. */
@Injectable()
export class OrganizationAccess {
  readonly creatorRole: string;

  constructor(
    private readonly members: MemberRepository,
    private readonly roles: OrganizationRoles,
  ) {
    this.creatorRole = roles.creatorRole;
  }

  /** The organization named in the request, else the session's active one. */
  organizationIdOf(caller: ActiveSession, given: string | undefined | null, refusal: Refusal): string {
    const organizationId = given || caller.session.activeOrganizationId;
    if (!organizationId) throw refuse(refusal);
    return organizationId;
  }

  /** The caller's membership, or the refusal. */
  async memberOf(organizationId: string, userId: string, refusal: Refusal): Promise<Member> {
    const member = await this.members.findByUser(organizationId, userId);
    if (!member) throw refuse(refusal);
    return member;
  }

  /** Refuses unless the member's role (predefined or the organization's own) grants every action asked. */
  async assertMay(member: Member, request: PermissionRequest, refusal: Refusal): Promise<void> {
    if (!(await this.roles.allows(member.organizationId, member.role, request))) throw refuse(refusal);
  }

  /**
   * The invitations a member may see, as Better Auth 1.7 shows them: only to roles that may invite, as
   * an invitation id works as a link to join, and those granting the creator role only to its holders.
   */
  async visibleInvitations(member: Member, invitations: Invitation[]): Promise<Invitation[]> {
    if (!(await this.roles.allows(member.organizationId, member.role, { invitation: ['create'] }))) return [];
    if (hasRole(member.role, this.creatorRole)) return invitations;
    return invitations.filter((invitation) => !hasRole(invitation.role, this.creatorRole));
  }
}

function refuse(refusal: Refusal): AuthError {
  return new AuthError(refusal.error, refusal.status === undefined ? {} : { status: refusal.status });
}
