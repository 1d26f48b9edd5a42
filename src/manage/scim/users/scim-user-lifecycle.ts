import { Injectable } from '@nestjs/common';
import { UserCreation } from '../../../identity/user/user-creation.service';
import { USER_ERRORS } from '../../../identity/user/user.errors';
import { UserService } from '../../../identity/user/user.service';
import { User } from '../../../identity/user/user.types';
import { SessionService } from '../../../identity/session/session.service';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { AuditCaller, NO_CALLER } from '../../../platform/audit/audit-caller';
import { Audited } from '../../../platform/audit/audited.decorator';
import { AuditService } from '../../../platform/audit/audit.service';
import { Clock } from '../../../platform/common/time/clock';
import { DirectoryMembers } from '../../organization/directory-members';
import { ScimError } from '../scim-error';
import { SCIM_DEACTIVATED_BAN_REASON, SCIM_MEMBER_ROLE } from './scim-users.constants';
import { ScimUserRepository } from './scim-user.repository';
import { ScimUserProfile } from './scim-user.types';

/**
 * The users behind SCIM Users: made without a password, kept in step with their profile, members of the
 * provisioning organization while active, and banned with every session ended once no active source is left.
 */
@Injectable()
export class ScimUserLifecycle {
  constructor(
    private readonly creation: UserCreation,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly members: DirectoryMembers,
    private readonly scimUsers: ScimUserRepository,
    private readonly clock: Clock,
    readonly audit: AuditService,
  ) {}

  /** A new user for the profile: unverified, with no account, so no password sign-in. */
  async createUser(profile: ScimUserProfile): Promise<User> {
    if (await this.users.findByEmail(profile.primaryEmail)) throw emailTaken();
    try {
      return await this.creation.create({
        email: profile.primaryEmail,
        name: profile.displayName,
        emailVerified: false,
        credential: { provisioned: true },
      });
    } catch (error) {
      if (error instanceof AuthError && error.code === USER_ERRORS.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL.code)
        throw emailTaken();
      throw error;
    }
  }

  /** The profile's name and e-mail on the user; an address that changes is unverified again. */
  async updateUser(userId: string, profile: ScimUserProfile): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new ScimError(409, 'The user behind this SCIM User no longer exists');
    const emailChanged = user.email !== profile.primaryEmail;
    if (emailChanged && (await this.users.findByEmail(profile.primaryEmail))) throw emailTaken();
    if (!emailChanged && user.name === profile.displayName) return;
    try {
      await this.users.updateByAdmin(userId, {
        name: profile.displayName,
        ...(emailChanged ? { email: profile.primaryEmail, emailVerified: false } : {}),
      });
    } catch (error) {
      if (error instanceof AuthError && error.code === USER_ERRORS.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL.code)
        throw emailTaken();
      throw error;
    }
  }

  /**
   * Brings the user in line with their SCIM Users: a member of the organization while one there is active, and
   * banned (every session ended) while none anywhere is; a directory's ban is lifted when one is active again.
   */
  async reconcile(caller: AuditCaller, userId: string, provisioningDomainId: string): Promise<void> {
    const sources = await this.scimUsers.listByUser(userId);
    const activeHere = sources.some((s) => s.active && s.provisioningDomainId === provisioningDomainId);
    if (activeHere) await this.members.ensureMember(provisioningDomainId, userId, SCIM_MEMBER_ROLE);
    else await this.members.removeUser(provisioningDomainId, userId);
    const user = await this.users.findById(userId);
    if (!user) return;
    const isDirectoryBan = user.banned && user.banReason === SCIM_DEACTIVATED_BAN_REASON;
    const isActive = sources.some((source) => source.active);
    if (!isActive && !isDirectoryBan) await this.deactivate(caller, user);
    else if (isActive && isDirectoryBan) await this.reactivate(caller, user);
  }

  /** Deactivates every User of a connection that is being decommissioned. */
  async releaseConnection(connectionId: string, caller: AuditCaller = NO_CALLER): Promise<void> {
    const users = await this.scimUsers.listByConnection(connectionId);
    await this.scimUsers.setActive(
      users.map((user) => user.id),
      false,
      this.clock.now(),
    );
    for (const user of users) await this.reconcile(caller, user.userId, user.provisioningDomainId);
  }

  /** Sessions end at once, the OpenID provider's session-bound tokens with them; an admin's ban keeps its reason. */
  @Audited('scim.deactivate-user', ([user]: [User]) => ({ targetType: 'user', targetId: user.id }))
  async deactivate(_caller: AuditCaller, user: User): Promise<void> {
    await this.sessions.revokeAll(user.id);
    if (!user.banned) await this.users.ban(user.id, SCIM_DEACTIVATED_BAN_REASON, null);
  }

  @Audited('scim.reactivate-user', ([user]: [User]) => ({ targetType: 'user', targetId: user.id }))
  async reactivate(_caller: AuditCaller, user: User): Promise<void> {
    await this.users.unban(user.id);
  }
}

function emailTaken(): ScimError {
  return new ScimError(409, 'A user already uses this e-mail address', 'uniqueness');
}
