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
import { OrganizationAccess } from './organization-access';
import { OrganizationRoles, hasRole, joinRoles } from '../../identity/access/organization-roles';
import { roleNotFound } from './known-roles';
import { ORGANIZATION_ERRORS } from './organization.errors';
import { Invitation, Organization } from './organization.types';
import { InvitationRepository } from './repositories/invitation.repository';
import { MemberRepository } from './repositories/member.repository';
import { OrganizationRepository } from './repositories/organization.repository';
import { TeamService } from './team.service';

export interface InviteInput {
  email: string;
  role: string | string[];
  organizationId?: string;
  resend?: boolean;
  teamId?: string | string[];
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
    private readonly teamRules: TeamService,
    private readonly access: OrganizationAccess,
    private readonly roles: OrganizationRoles,
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
    await this.access.assertMay(
      inviter,
      { invitation: ['create'] },
      { error: ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION },
    );
    const role = joinRoles(input.role);
    if (!role) throw roleNotFound([]);
    const unknown = await this.roles.unknownAmong(organizationId, role.split(','));
    if (unknown.length > 0) throw roleNotFound(unknown);
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
      for (const teamId of teamIds) await this.teamRules.assertHasRoom(teamId, organizationId);
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
    await this.access.assertMay(
      member,
      { invitation: ['cancel'] },
      { error: ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION },
    );
    // An invitation already answered stays as answered.
    if (!(await this.invitations.answer(invitation.id, 'canceled')))
      throw new AuthError(ORGANIZATION_ERRORS.INVITATION_NOT_FOUND);
    return { ...invitation, status: 'canceled' };
  }

  async listForOrganization(caller: ActiveSession, organizationId: string | undefined): Promise<Invitation[]> {
    const id = this.access.organizationIdOf(caller, organizationId, {
      error: ORGANIZATION_ERRORS.ORGANIZATION_ID_IS_REQUIRED,
    });
    const member = await this.access.memberOf(id, caller.user.id, {
      error: ORGANIZATION_ERRORS.YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION,
    });
    if (this.line === '1.4') return this.invitations.listByOrganization(id);
    await this.access.assertMay(
      member,
      { invitation: ['create'] },
      { error: ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS },
    );
    return this.access.visibleInvitations(member, await this.invitations.listByOrganization(id));
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
