import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthError } from '../../platform/common/errors/auth-error';
import { generateId } from '../../platform/common/crypto/random';
import { Clock } from '../../platform/common/time/clock';
import { AppConfig, BetterAuthLine, OrganizationConfig } from '../../platform/config/app-config';
import { Database, Tx } from '../../platform/database/database';
import { EmailOutboxService } from '../../platform/mail/email-outbox.service';
import { invitationEmail } from '../../platform/mail/templates/organization-emails';
import { ActiveSession } from '../../identity/session/session.types';
import { isValidEmail, normalizeEmail } from '../../identity/user/email-address';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { UserService } from '../../identity/user/user.service';
import { OrganizationAccess } from './organization-access';
import { hasRole, isKnownRole, joinRoles } from '../../identity/access/organization-roles';
import { ORGANIZATION_ERRORS } from './organization.errors';
import { Outcome } from './organization.service';
import { Invitation, Member, Organization } from './organization.types';
import { InvitationRepository } from './repositories/invitation.repository';
import { MemberRepository } from './repositories/member.repository';
import { OrganizationRepository } from './repositories/organization.repository';
import { TeamRepository } from './repositories/team.repository';

export interface InviteInput {
  email: string;
  role: string | string[];
  organizationId?: string;
  resend?: boolean;
  teamId?: string | string[];
}

export interface InvitationDetails extends Invitation {
  organizationName: string;
  organizationSlug: string;
  inviterEmail: string;
}

@Injectable()
export class InvitationService {
  private readonly options: OrganizationConfig;
  private readonly line: BetterAuthLine;
  private readonly acceptPageUrl: string;

  constructor(
    private readonly invitations: InvitationRepository,
    private readonly members: MemberRepository,
    private readonly organizations: OrganizationRepository,
    private readonly teams: TeamRepository,
    private readonly access: OrganizationAccess,
    private readonly users: UserService,
    private readonly outbox: EmailOutboxService,
    private readonly database: Database,
    private readonly clock: Clock,
    config: AppConfig,
    readonly audit: AuditService,
  ) {
    this.options = config.organization;
    this.line = config.betterAuthCompat;
    this.acceptPageUrl = `${config.baseUrl}/accept-invitation/`;
  }

  /**
   * Invites an address and e-mails it a link to the dashboard's accept page. A pending invitation
   * of the same address is never duplicated: it is refused, re-sent with a fresh expiry
   * (`resend`), or, when so configured, canceled in favour of the new one.
   */
  @Audited('organization.invite-member', ([caller, input]: [ActiveSession, InviteInput], invitation?: Invitation) => ({
    targetType: 'organization',
    targetId: invitation?.organizationId ?? input.organizationId ?? caller.session.activeOrganizationId ?? null,
    metadata: { invitationId: invitation?.id, email: input.email, role: input.role },
  }))
  async invite(_auditCaller: AuditCaller, caller: ActiveSession, input: InviteInput): Promise<Invitation> {
    const organizationId = this.access.organizationIdOf(caller, input.organizationId, {
      error: ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND,
    });
    const email = normalizeEmail(input.email);
    if (!isValidEmail(email)) throw new AuthError(USER_ERRORS.INVALID_EMAIL);
    const inviter = await this.access.memberOf(organizationId, caller.user.id, {
      error: ORGANIZATION_ERRORS.MEMBER_NOT_FOUND,
    });
    this.access.assertMay(
      inviter,
      { invitation: ['create'] },
      { error: ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION },
    );
    const role = joinRoles(input.role);
    const unknown = role.split(',').filter((entry) => !isKnownRole(entry));
    if (!role || unknown.length > 0) {
      throw new AuthError(ORGANIZATION_ERRORS.ROLE_NOT_FOUND, {
        message: `${ORGANIZATION_ERRORS.ROLE_NOT_FOUND.message}: ${unknown.join(', ')}`,
      });
    }
    if (hasRole(role, this.access.creatorRole) && !hasRole(inviter.role, this.access.creatorRole)) {
      throw new AuthError(ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_INVITE_A_USER_WITH_THIS_ROLE);
    }
    if (await this.members.findByEmail(organizationId, email))
      throw new AuthError(ORGANIZATION_ERRORS.USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION);
    const now = this.clock.now();
    const pending = await this.invitations.findPending(organizationId, email, now);
    if (pending.length > 0 && !input.resend && !this.options.cancelPendingInvitationsOnReInvite) {
      throw new AuthError(ORGANIZATION_ERRORS.USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION);
    }
    const organization = await this.organizations.findById(organizationId);
    if (!organization) throw new AuthError(ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND);
    const expiresAt = new Date(now.getTime() + this.options.invitationExpiresInSeconds * 1000);
    const teamIds = input.teamId === undefined ? [] : [input.teamId].flat();
    // The invitation and its e-mail commit together: no e-mail for an invitation that is not there.
    return this.database.transaction(async (tx) => {
      if (pending.length > 0 && input.resend) {
        const renewed = { ...pending[0], expiresAt };
        await this.invitations.setExpiry(renewed.id, expiresAt, tx);
        await this.send(renewed, organization, caller, tx);
        return renewed;
      }
      for (const stale of pending) await this.invitations.answer(stale.id, 'canceled', tx);
      if ((await this.invitations.countPending(organizationId, now, tx)) >= this.options.invitationLimit) {
        throw new AuthError(ORGANIZATION_ERRORS.INVITATION_LIMIT_REACHED);
      }
      for (const teamId of teamIds) await this.assertTeamHasRoom(teamId, organizationId);
      const invitation = await this.invitations.create(
        {
          id: generateId(),
          organizationId,
          email,
          role,
          status: 'pending',
          teamId: teamIds.length > 0 ? teamIds.join(',') : null,
          inviterId: caller.user.id,
          expiresAt,
          createdAt: now,
        },
        tx,
      );
      await this.send(invitation, organization, caller, tx);
      return invitation;
    });
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
        await this.assertTeamHasRoom(teamId, invitation.organizationId);
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

  @Audited('organization.cancel-invitation', ([, invitationId]: [ActiveSession, string], canceled?: Invitation) => ({
    targetType: 'organization',
    targetId: canceled?.organizationId ?? null,
    metadata: { invitationId },
  }))
  async cancel(_auditCaller: AuditCaller, caller: ActiveSession, invitationId: string): Promise<Invitation> {
    const invitation = await this.invitations.findById(invitationId);
    if (!invitation) throw new AuthError(ORGANIZATION_ERRORS.INVITATION_NOT_FOUND);
    const member = await this.access.memberOf(invitation.organizationId, caller.user.id, {
      error: ORGANIZATION_ERRORS.MEMBER_NOT_FOUND,
    });
    this.access.assertMay(
      member,
      { invitation: ['cancel'] },
      { error: ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION },
    );
    // An invitation already answered stays as answered.
    if (!(await this.invitations.answer(invitation.id, 'canceled')))
      throw new AuthError(ORGANIZATION_ERRORS.INVITATION_NOT_FOUND);
    return { ...invitation, status: 'canceled' };
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

  async listForOrganization(caller: ActiveSession, organizationId: string | undefined): Promise<Invitation[]> {
    const id = this.access.organizationIdOf(caller, organizationId, {
      error: ORGANIZATION_ERRORS.ORGANIZATION_ID_IS_REQUIRED,
    });
    const member = await this.access.memberOf(id, caller.user.id, {
      error: ORGANIZATION_ERRORS.YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION,
    });
    if (this.line === '1.4') return this.invitations.listByOrganization(id);
    this.access.assertMay(
      member,
      { invitation: ['create'] },
      { error: ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS },
    );
    return this.access.visibleInvitations(member, await this.invitations.listByOrganization(id));
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

  private async assertTeamHasRoom(teamId: string, organizationId: string): Promise<void> {
    if (!(await this.teams.findById(teamId, organizationId))) throw new AuthError(ORGANIZATION_ERRORS.TEAM_NOT_FOUND);
    const maximum = this.options.teams.maximumMembersPerTeam;
    if (maximum !== null && (await this.teams.countMembers(teamId)) >= maximum)
      throw new AuthError(ORGANIZATION_ERRORS.TEAM_MEMBER_LIMIT_REACHED);
  }

  private send(invitation: Invitation, organization: Organization, caller: ActiveSession, tx: Tx): Promise<void> {
    return this.outbox.enqueue(
      invitationEmail({
        email: invitation.email,
        organizationName: organization.name,
        inviterName: caller.user.name,
        inviterEmail: caller.user.email,
        role: invitation.role,
        url: `${this.acceptPageUrl}${encodeURIComponent(invitation.id)}`,
      }),
      tx,
    );
  }
}
