import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthError } from '../../platform/common/errors/auth-error';
import { generateId } from '../../platform/common/crypto/random';
import { Clock } from '../../platform/common/time/clock';
import { AppConfig, BetterAuthLine, OrganizationConfig } from '../../platform/config/app-config';
import { Database } from '../../platform/database/database';
import { ActiveSession } from '../../identity/session/session.types';
import { UserService } from '../../identity/user/user.service';
import { ORGANIZATION_ERRORS } from './organization.errors';
import { Outcome } from './organization.service';
import { Invitation, Member } from './organization.types';
import { InvitationRepository } from './repositories/invitation.repository';
import { MemberRepository } from './repositories/member.repository';
import { OrganizationRepository } from './repositories/organization.repository';
import { TeamRepository } from './repositories/team.repository';
import { TeamService } from './team.service';

export interface InvitationDetails extends Invitation {
  organizationName: string;
  organizationSlug: string;
  inviterEmail: string;
}

/** The invited side of an invitation: reading it, and accepting or rejecting it. */
@Injectable()
export class InvitationAnswers {
  private readonly options: OrganizationConfig;
  private readonly line: BetterAuthLine;

  constructor(
    private readonly invitations: InvitationRepository,
    private readonly members: MemberRepository,
    private readonly organizations: OrganizationRepository,
    private readonly teams: TeamRepository,
    private readonly teamRules: TeamService,
    private readonly users: UserService,
    private readonly database: Database,
    private readonly clock: Clock,
    config: AppConfig,
    readonly audit: AuditService,
  ) {
    this.options = config.organization;
    this.line = config.betterAuthCompat;
  }

  /**
   * Only the invited address accepts, only while pending and unexpired. The member (and any team
   * membership) is added in one transaction with the status change, so a second accept adds nothing.
   */
  @Audited(
    'organization.accept-invitation',
    ([, invitationId]: [ActiveSession, string], accepted?: Outcome<{ invitation: Invitation; member: Member }>) => ({
      targetType: 'organization',
      targetId: accepted?.result.invitation.organizationId,
      metadata: { invitationId, role: accepted?.result.member.role },
    }),
  )
  async accept(
    _auditCaller: AuditCaller,
    caller: ActiveSession,
    invitationId: string,
  ): Promise<Outcome<{ invitation: Invitation; member: Member }>> {
    const invitation = await this.pendingFor(caller, invitationId);
    if ((await this.members.count(invitation.organizationId)) >= this.options.membershipLimit) {
      throw new AuthError(ORGANIZATION_ERRORS.ORGANIZATION_MEMBERSHIP_LIMIT_REACHED);
    }
    if (!(await this.organizations.findById(invitation.organizationId)))
      throw new AuthError(ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND);
    if (await this.members.findByUser(invitation.organizationId, caller.user.id)) {
      throw new AuthError(ORGANIZATION_ERRORS.USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION);
    }
    const teamIds = invitation.teamId ? invitation.teamId.split(',').filter(Boolean) : [];
    const liveTeamIds: string[] = [];
    for (const teamId of teamIds) {
      // A team deleted since the invitation was sent is skipped; a full one refuses.
      if (await this.teams.findById(teamId, invitation.organizationId)) {
        await this.teamRules.assertHasRoom(teamId, invitation.organizationId);
        liveTeamIds.push(teamId);
      }
    }
    const now = this.clock.now();
    const member = await this.database.transaction(async (tx) => {
      if (!(await this.invitations.answer(invitation.id, 'accepted', tx)))
        throw new AuthError(ORGANIZATION_ERRORS.INVITATION_NOT_FOUND);
      const created = await this.members.create(
        {
          id: generateId(),
          organizationId: invitation.organizationId,
          userId: caller.user.id,
          role: invitation.role,
          createdAt: now,
        },
        tx,
      );
      for (const teamId of liveTeamIds) await this.teams.findOrAddMember(teamId, caller.user.id, now, tx);
      return created;
    });
    return {
      result: { invitation: { ...invitation, status: 'accepted' }, member },
      workspace: {
        activeOrganizationId: invitation.organizationId,
        activeTeamId: liveTeamIds.length === 1 ? liveTeamIds[0] : null,
      },
    };
  }

  @Audited(
    'organization.reject-invitation',
    ([, invitationId]: [ActiveSession, string], rejected?: { invitation: Invitation; member: null }) => ({
      targetType: 'organization',
      targetId: rejected?.invitation.organizationId ?? null,
      metadata: { invitationId },
    }),
  )
  async reject(
    _auditCaller: AuditCaller,
    caller: ActiveSession,
    invitationId: string,
  ): Promise<{ invitation: Invitation; member: null }> {
    const invitation = await this.invitations.findById(invitationId);
    if (!invitation || invitation.status !== 'pending') throw new AuthError(ORGANIZATION_ERRORS.INVITATION_NOT_FOUND);
    this.assertMayAnswer(caller, invitation);
    if (!(await this.organizations.findById(invitation.organizationId)))
      throw new AuthError(ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND);
    if (!(await this.invitations.answer(invitation.id, 'rejected')))
      throw new AuthError(ORGANIZATION_ERRORS.INVITATION_NOT_FOUND);
    return { invitation: { ...invitation, status: 'rejected' }, member: null };
  }

  /** A pending invitation as its recipient sees it, with the organization and the inviter's address. */
  async get(caller: ActiveSession, invitationId: string): Promise<InvitationDetails> {
    const invitation = await this.invitations.findById(invitationId);
    if (!invitation || invitation.status !== 'pending' || invitation.expiresAt.getTime() < this.clock.nowMs()) {
      throw new AuthError(ORGANIZATION_ERRORS.INVITATION_NOT_FOUND);
    }
    this.assertRecipient(caller, invitation);
    const organization = await this.organizations.findById(invitation.organizationId);
    if (!organization) throw new AuthError(ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND);
    const inviterMember = await this.members.findByUser(invitation.organizationId, invitation.inviterId);
    const inviter = inviterMember ? await this.users.findById(invitation.inviterId) : null;
    if (!inviter) throw new AuthError(ORGANIZATION_ERRORS.INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION);
    return {
      ...invitation,
      organizationName: organization.name,
      organizationSlug: organization.slug,
      inviterEmail: inviter.email,
    };
  }

  /** The pending, unexpired invitations of the signed-in user (or, server-side, of `email`). */
  async listForUser(
    caller: ActiveSession | null,
    isServer: boolean,
    email: string | undefined,
  ): Promise<Array<Invitation & { organizationName: string }>> {
    if (email && !isServer)
      throw new AuthError(ORGANIZATION_ERRORS.USER_EMAIL_CANNOT_BE_PASSED_FOR_CLIENT_SIDE_API_CALLS);
    // Better Auth 1.7: invitations reach an address only once its holder proved it is theirs.
    if (this.line === '1.7' && caller && !caller.user.emailVerified) {
      throw new AuthError(ORGANIZATION_ERRORS.EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION);
    }
    const address = caller?.user.email ?? email;
    if (!address) throw new AuthError(ORGANIZATION_ERRORS.MISSING_SESSION_HEADERS_OR_EMAIL_QUERY_PARAMETER);
    const nowMs = this.clock.nowMs();
    const pending = (await this.invitations.listByEmail(address)).filter(
      (invitation) => invitation.status === 'pending' && invitation.expiresAt.getTime() > nowMs,
    );
    const names = new Map<string, string>();
    for (const organizationId of new Set(pending.map((invitation) => invitation.organizationId))) {
      const organization = await this.organizations.findById(organizationId);
      if (organization) names.set(organizationId, organization.name);
    }
    return pending.flatMap((invitation) => {
      const organizationName = names.get(invitation.organizationId);
      return organizationName === undefined ? [] : [{ ...invitation, organizationName }];
    });
  }

  private async pendingFor(caller: ActiveSession, invitationId: string): Promise<Invitation> {
    const invitation = await this.invitations.findById(invitationId);
    if (!invitation || invitation.status !== 'pending' || invitation.expiresAt.getTime() < this.clock.nowMs()) {
      throw new AuthError(ORGANIZATION_ERRORS.INVITATION_NOT_FOUND);
    }
    this.assertMayAnswer(caller, invitation);
    return invitation;
  }

  private assertRecipient(caller: ActiveSession, invitation: Invitation): void {
    if (invitation.email.toLowerCase() !== caller.user.email.toLowerCase()) {
      throw new AuthError(ORGANIZATION_ERRORS.YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION);
    }
  }

  /** Answering may need a verified address; reading the invitation does not. */
  private assertMayAnswer(caller: ActiveSession, invitation: Invitation): void {
    this.assertRecipient(caller, invitation);
    if (this.options.requireEmailVerificationOnInvitation && !caller.user.emailVerified) {
      throw new AuthError(ORGANIZATION_ERRORS.EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION);
    }
  }
}
