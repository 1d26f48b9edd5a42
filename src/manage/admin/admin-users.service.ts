import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { pageWindow } from '../../platform/common/http/page.query';
import { PasswordHasher } from '../../platform/runtime/crypto/password-hashing';
import { Clock } from '../../platform/common/time/clock';
import { AppConfig } from '../../platform/config/app-config';
import { SessionService } from '../../identity/session/session.service';
import { AccountRules } from '../../identity/user/account-rules';
import { AdditionalUserFields } from '../../identity/user/additional-user-fields';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { AdminUserChanges, UserService } from '../../identity/user/user.service';
import { UserCreation } from '../../identity/user/user-creation.service';
import { User } from '../../identity/user/user.types';
import { AdminRoles } from '../../identity/access/admin-roles';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';
import { CreateUserRules } from './create-user-rules';
import { joinRoles } from './role-input';
import { UpdateUserRules } from './update-user-rules';
import { PasskeyService } from '../../sign-in/passkey/passkey.service';
import { UserWithPasskeys } from './admin.types';
import { ListUsersQuery } from './dto/list-users.query';

export interface NewUserByAdmin {
  email: string;
  password: string;
  name: string;
  role?: unknown;
  data?: Record<string, unknown>;
}

const EDITABLE_FIELDS = ['name', 'email', 'image', 'emailVerified'] as const;

@Injectable()
export class AdminUsersService {
  constructor(
    private readonly config: AppConfig,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly roles: AdminRoles,
    private readonly fields: AdditionalUserFields,
    private readonly rules: AccountRules,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly creation: UserCreation,
    private readonly updateRules: UpdateUserRules,
    private readonly creationRules: CreateUserRules,
    private readonly passkeys: PasskeyService,
    readonly audit: AuditService,
  ) {}

  @Audited('admin.create-user', ([, input]: [User | null, NewUserByAdmin], user?: User) => ({
    targetType: 'user',
    targetId: user?.id,
    metadata: { email: input.email, role: user?.role },
  }))
  async create(_auditCaller: AuditCaller, admin: User | null, input: NewUserByAdmin): Promise<User> {
    // The address and the password are refused before the role and the data are read; creating checks them again.
    this.rules.acceptableEmail(input.email);
    this.rules.assertAcceptablePassword(input.password);
    // Better Auth spreads `data` over the new user: the profile, verification and declared additional
    // fields pass on both lines. 1.7 also takes a role and a ban from it, each behind its permission,
    // and keeps the body's name; 1.4 lets `data.name` win. Ids and timestamps are always the service's.
    const data = input.data ?? {};
    const isLine17 = this.config.betterAuthCompat === '1.7';
    const role = isLine17 ? await this.creationRules.roleOf(admin, input.role, data) : optionalRoles(input.role);
    const ban = isLine17 ? await this.creationRules.banOf(admin, data) : undefined;
    const profile = {
      name: !isLine17 && Object.hasOwn(data, 'name') ? data.name : input.name,
      image: Object.hasOwn(data, 'image') ? data.image : null,
      emailVerified: data.emailVerified ?? false,
    };
    assertTypes(profile);
    try {
      return await this.creation.create({
        name: profile.name as string,
        email: input.email,
        image: profile.image as string | null,
        emailVerified: profile.emailVerified as boolean,
        role,
        ban,
        fields: data,
        credential: { password: input.password },
      });
    } catch (error) {
      // This endpoint answers an address in use with 400, not sign-up's 422.
      const exists = USER_ERRORS.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL;
      if (error instanceof AuthError && error.code === exists.code) throw new AuthError(exists, { status: 400 });
      throw error;
    }
  }

  /**
   * A page of users with their passkey counts; a sort or filter on a field users do not have finds
   * nobody, as Better Auth's does.
   */
  async list(
    query: ListUsersQuery,
  ): Promise<{ users: UserWithPasskeys[]; total: number; limit: number; offset: number }> {
    const { limit, offset } = pageWindow(query);
    const unknownField = [query.sortBy, query.filterField].some(
      (field) => field !== undefined && !this.users.isListableField(field),
    );
    if (unknownField) return { users: [], total: 0, limit, offset };
    const { users, total } = await this.users.list({
      search: query.searchValue
        ? {
            field: query.searchField ?? 'email',
            operator: query.searchOperator ?? 'contains',
            value: query.searchValue,
          }
        : undefined,
      filter:
        query.filterValue !== undefined
          ? { field: query.filterField ?? 'email', operator: query.filterOperator ?? 'eq', value: query.filterValue }
          : undefined,
      sort: query.sortBy ? { field: query.sortBy, direction: query.sortDirection ?? 'asc' } : undefined,
      limit,
      offset,
    });
    const counts = await this.passkeys.countFor(users.map((user) => user.id));
    return { users: users.map((user) => ({ user, passkeyCount: counts.get(user.id) ?? 0 })), total, limit, offset };
  }

  async get(userId: string): Promise<UserWithPasskeys> {
    const user = await this.users.getById(userId);
    const counts = await this.passkeys.countFor([user.id]);
    return { user, passkeyCount: counts.get(user.id) ?? 0 };
  }

  @Audited('admin.set-role', ([userId]: [string], user?: User) => ({
    targetType: 'user',
    targetId: userId,
    metadata: { role: user?.role },
  }))
  async setRole(_auditCaller: AuditCaller, userId: string, role: unknown): Promise<User> {
    const joined = joinRoles(role);
    // Checked before the user is looked up, as 1.7 does; 1.4's default options define no roles to check.
    if (this.config.betterAuthCompat === '1.7') await this.roles.assertDefined(joined);
    await this.users.getById(userId);
    return this.users.setRole(userId, joined);
  }

  /** Applies the editable fields of `data`; a role change needs the set-role permission as well. */
  @Audited('admin.update-user', ([, userId, data]: [User, string, Record<string, unknown>]) => ({
    targetType: 'user',
    targetId: userId,
    metadata: { fields: Object.keys(data) },
  }))
  async update(_auditCaller: AuditCaller, admin: User, userId: string, data: Record<string, unknown>): Promise<User> {
    if (Object.keys(data).length === 0) throw new AuthError(ADMIN_ERRORS.NO_DATA_TO_UPDATE);
    // Better Auth 1.4 silently drops password, id and the ban fields, and stores any role.
    const isLine17 = this.config.betterAuthCompat === '1.7';
    if (isLine17) await this.updateRules.check(admin, userId, data);
    const banChange = isLine17 ? this.updateRules.banChangeOf(data) : null;
    const changes: AdminUserChanges = {};
    for (const field of EDITABLE_FIELDS) {
      if (data[field] !== undefined) Object.assign(changes, { [field]: data[field] });
    }
    if (changes.email !== undefined) changes.email = this.rules.acceptableEmail(String(changes.email));
    if (Object.hasOwn(data, 'role')) {
      if (!(await this.roles.can(admin, { user: ['set-role'] })))
        throw new AuthError(ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE);
      changes.role = joinRoles(data.role);
    }
    const additionalFields = this.fields.readInput(data, 'update');
    if (Object.keys(additionalFields).length > 0) changes.additionalFields = additionalFields;
    assertTypes(changes);
    if (Object.keys(changes).length === 0 && !banChange) throw new AuthError(ADMIN_ERRORS.NO_DATA_TO_UPDATE);
    await this.users.getById(userId);
    let user =
      Object.keys(changes).length > 0
        ? await this.users.updateByAdmin(userId, changes)
        : await this.users.getById(userId);
    if (banChange?.banned) {
      const reason = banChange.banReason || this.config.admin.defaultBanReason;
      user = await this.users.ban(userId, reason, banChange.banExpires ?? null);
      await this.sessions.revokeAll(userId);
    } else if (banChange) {
      user = await this.users.unban(userId);
    }
    return user;
  }

  /** Bans and ends every session of the user at once; an administrator cannot ban themself. */
  @Audited('admin.ban-user', ([, userId, reason]: [User, string, string?]) => ({
    targetType: 'user',
    targetId: userId,
    metadata: { banReason: reason },
  }))
  async ban(
    _auditCaller: AuditCaller,
    admin: User,
    userId: string,
    reason?: string | null,
    expiresInSeconds?: number,
  ): Promise<User> {
    await this.users.getById(userId);
    if (userId === admin.id) throw new AuthError(ADMIN_ERRORS.YOU_CANNOT_BAN_YOURSELF);
    const seconds = expiresInSeconds || this.config.admin.defaultBanExpiresInSeconds;
    const expiresAt = seconds ? new Date(this.clock.nowMs() + seconds * 1000) : null;
    const user = await this.users.ban(userId, reason || this.config.admin.defaultBanReason, expiresAt);
    await this.sessions.revokeAll(userId);
    return user;
  }

  @Audited('admin.unban-user', ([userId]: [string]) => ({ targetType: 'user', targetId: userId }))
  async unban(_auditCaller: AuditCaller, userId: string): Promise<User> {
    await this.users.getById(userId);
    return this.users.unban(userId);
  }

  /** Deletes the user, their accounts and every session; not oneself. */
  @Audited('admin.remove-user', ([, userId]: [User, string]) => ({ targetType: 'user', targetId: userId }))
  async remove(_auditCaller: AuditCaller, admin: User, userId: string): Promise<void> {
    if (userId === admin.id) throw new AuthError(ADMIN_ERRORS.YOU_CANNOT_REMOVE_YOURSELF);
    await this.users.getById(userId);
    await this.sessions.revokeAll(userId);
    await this.users.delete(userId);
  }

  /** Sets the password, creating the credential account for a user who had none. */
  @Audited('admin.set-user-password', ([userId]: [string]) => ({ targetType: 'user', targetId: userId }))
  async setPassword(_auditCaller: AuditCaller, userId: string, newPassword: string): Promise<void> {
    this.rules.assertAcceptablePassword(newPassword);
    await this.users.getById(userId);
    await this.users.setPasswordHash(userId, await this.hasher.hash(newPassword));
  }
}

function optionalRoles(role: unknown): string | undefined {
  return role === undefined ? undefined : joinRoles(role);
}

/** The profile fields an administrator sends, as the user columns take them; else VALIDATION_ERROR. */
function assertTypes(changes: { name?: unknown; image?: unknown; emailVerified?: unknown }): void {
  const wrong =
    (changes.name !== undefined && (typeof changes.name !== 'string' || changes.name.length > 256)) ||
    (changes.image !== undefined &&
      changes.image !== null &&
      (typeof changes.image !== 'string' || changes.image.length > 2048)) ||
    (changes.emailVerified !== undefined && typeof changes.emailVerified !== 'boolean');
  if (wrong) throw new AuthError(BASE_ERRORS.VALIDATION_ERROR);
}
