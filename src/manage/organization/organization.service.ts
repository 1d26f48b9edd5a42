import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { generateId } from '../../platform/common/crypto/random';
import { Clock } from '../../platform/common/time/clock';
import { AppConfig, OrganizationConfig, BetterAuthLine } from '../../platform/config/app-config';
import { Database } from '../../platform/database/database';
import { isUniqueViolation } from '../../platform/database/unique-violation';
import { SessionService } from '../../identity/session/session.service';
import { ActiveSession, ActiveWorkspace } from '../../identity/session/session.types';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { UserService } from '../../identity/user/user.service';
import { User } from '../../identity/user/user.types';
import { OrganizationAccess } from './organization-access';
import { ORGANIZATION_ERRORS } from './organization.errors';
import { Member, Organization } from './organization.types';
import { InvitationRepository } from './repositories/invitation.repository';
import { MemberRepository } from './repositories/member.repository';
import { OrganizationChanges, OrganizationRepository } from './repositories/organization.repository';
import { OrganizationRoleRepository } from './repositories/organization-role.repository';
import { TeamRepository } from './repositories/team.repository';

export interface NewOrganizationInput {
  name: string;
  slug: string;
  logo?: string | null;
  metadata?: Record<string, unknown>;
  userId?: string;
  keepCurrentActiveOrganization?: boolean;
}

/** What an organization call answers, and where the caller's session moves (if it does). */
export interface Outcome<T> {
  result: T;
  workspace?: ActiveWorkspace;
}

@Injectable()
export class OrganizationService {
  private readonly options: OrganizationConfig;
  private readonly line: BetterAuthLine;

  constructor(
    private readonly organizations: OrganizationRepository,
    private readonly members: MemberRepository,
    private readonly invitations: InvitationRepository,
    private readonly teams: TeamRepository,
    private readonly roles: OrganizationRoleRepository,
    private readonly access: OrganizationAccess,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly database: Database,
    private readonly clock: Clock,
    config: AppConfig,
    readonly audit: AuditService,
  ) {
    this.options = config.organization;
    this.line = config.betterAuthCompat;
  }

  /**
   * Creates the organization with its creator as owner (and, with default teams on, a team of the
   * same name holding them), all in one transaction; the session moves to it unless asked not to.
   */
  @Audited(
    'organization.create',
    (
      [caller, , input]: [ActiveSession | null, boolean, NewOrganizationInput],
      created?: Outcome<Organization & { members: Member[] }>,
    ) => ({
      targetType: 'organization',
      targetId: created?.result.id ?? null,
      metadata: { slug: input.slug, userId: input.userId ?? caller?.user.id },
    }),
  )
  async create(
    _auditCaller: AuditCaller,
    caller: ActiveSession | null,
    isServer: boolean,
    input: NewOrganizationInput,
  ): Promise<Outcome<Organization & { members: Member[] }>> {
    const user = await this.creatorOf(caller, isServer, input.userId);
    const isSystemAction = !caller && isServer;
    if (!this.options.allowUserToCreateOrganization && !isSystemAction) {
      throw new AuthError(ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION);
    }
    const limit = this.options.organizationLimit;
    if (limit !== null && (await this.organizations.countByUser(user.id)) >= limit) {
      throw new AuthError(ORGANIZATION_ERRORS.YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS);
    }
    if (await this.organizations.findBySlug(input.slug))
      throw new AuthError(ORGANIZATION_ERRORS.ORGANIZATION_ALREADY_EXISTS);
    const now = this.clock.now();
    let created: { organization: Organization; member: Member; teamId: string | null };
    try {
      created = await this.database.transaction(async (tx) => {
        const organization = await this.organizations.create(
          {
            id: generateId(),
            name: input.name,
            slug: input.slug,
            logo: input.logo ?? null,
            metadata: input.metadata ?? null,
            createdAt: now,
          },
          tx,
        );
        const member = await this.members.create(
          {
            id: generateId(),
            organizationId: organization.id,
            userId: user.id,
            role: this.access.creatorRole,
            createdAt: now,
          },
          tx,
        );
        let teamId: string | null = null;
        if (this.options.teams.defaultTeam) {
          const team = await this.teams.create(
            {
              id: generateId(),
              name: organization.name,
              organizationId: organization.id,
              createdAt: now,
              updatedAt: now,
            },
            tx,
          );
          await this.teams.findOrAddMember(team.id, user.id, now, tx);
          teamId = team.id;
        }
        return { organization, member, teamId };
      });
    } catch (error) {
      // Two creations racing for one slug: the unique index lets one through.
      if (isUniqueViolation(error)) throw new AuthError(ORGANIZATION_ERRORS.ORGANIZATION_ALREADY_EXISTS);
      throw error;
    }
    const moves = caller !== null && !input.keepCurrentActiveOrganization;
    return {
      result: { ...created.organization, members: [created.member] },
      workspace: moves
        ? { activeOrganizationId: created.organization.id, ...(created.teamId ? { activeTeamId: created.teamId } : {}) }
        : undefined,
    };
  }

  async checkSlug(slug: string): Promise<void> {
    if (!(await this.organizations.findBySlug(slug))) return;
    throw new AuthError(
      this.line === '1.4' ? ORGANIZATION_ERRORS.SLUG_IS_TAKEN : ORGANIZATION_ERRORS.ORGANIZATION_SLUG_ALREADY_TAKEN,
    );
  }

  @Audited(
    'organization.update',
    (
      [caller, organizationId, changes]: [ActiveSession, string | undefined, OrganizationChanges],
      updated?: Organization,
    ) => ({
      targetType: 'organization',
      targetId: updated?.id ?? organizationId ?? caller.session.activeOrganizationId ?? null,
      metadata: { fields: Object.entries(changes).flatMap(([field, value]) => (value === undefined ? [] : [field])) },
    }),
  )
  async update(
    _auditCaller: AuditCaller,
    caller: ActiveSession,
    organizationId: string | undefined,
    changes: OrganizationChanges,
  ): Promise<Organization> {
    const id = this.access.organizationIdOf(caller, organizationId, {
      error: ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND,
    });
    const member = await this.access.memberOf(id, caller.user.id, {
      error: ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION,
    });
    await this.access.assertMay(
      member,
      { organization: ['update'] },
      { error: ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION },
    );
    if (typeof changes.slug === 'string') {
      const holder = await this.organizations.findBySlug(changes.slug);
      if (holder && holder.id !== id) throw new AuthError(ORGANIZATION_ERRORS.ORGANIZATION_SLUG_ALREADY_TAKEN);
    }
    try {
      const updated = await this.organizations.update(id, changes);
      if (!updated) throw new AuthError(ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND);
      return updated;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AuthError(ORGANIZATION_ERRORS.ORGANIZATION_SLUG_ALREADY_TAKEN);
      throw error;
    }
  }

  /** Deletes the organization with its members, invitations, teams and roles; no session works in it afterwards. */
  @Audited('organization.delete', ([, organizationId]: [ActiveSession, string], deleted?: Outcome<Organization>) => ({
    targetType: 'organization',
    targetId: organizationId,
    metadata: deleted ? { slug: deleted.result.slug } : undefined,
  }))
  async delete(
    _auditCaller: AuditCaller,
    caller: ActiveSession,
    organizationId: string,
  ): Promise<Outcome<Organization>> {
    const member = await this.access.memberOf(organizationId, caller.user.id, {
      error: ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION,
    });
    await this.access.assertMay(
      member,
      { organization: ['delete'] },
      { error: ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION },
    );
    const organization = await this.organizations.findById(organizationId);
    if (!organization) throw new AuthError(ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND);
    await this.database.transaction(async (tx) => {
      await this.teams.deleteByOrganization(organizationId, tx);
      await this.invitations.deleteByOrganization(organizationId, tx);
      await this.members.deleteByOrganization(organizationId, tx);
      await this.roles.deleteByOrganization(organizationId, tx);
      await this.organizations.delete(organizationId, tx);
    });
    await this.sessions.clearOrganization(organizationId);
    const wasActive = caller.session.activeOrganizationId === organizationId;
    return {
      result: organization,
      workspace: wasActive ? { activeOrganizationId: null, activeTeamId: null } : undefined,
    };
  }

  private async creatorOf(caller: ActiveSession | null, isServer: boolean, userId: string | undefined): Promise<User> {
    if (caller) return caller.user;
    if (!isServer || !userId) throw new AuthError(BASE_ERRORS.UNAUTHORIZED);
    const user = await this.users.findById(userId);
    if (!user) throw new AuthError(USER_ERRORS.USER_NOT_FOUND, { status: 401 });
    return user;
  }
}
