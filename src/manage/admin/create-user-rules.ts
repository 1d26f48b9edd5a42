import { Injectable } from '@nestjs/common';
import { AuthError } from '../../platform/common/errors/auth-error';
import { User } from '../../identity/user/user.types';
import { AdminRoles } from '../../identity/access/admin-roles';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';
import { joinRoles } from './role-input';
import { UpdateUserRules } from './update-user-rules';

const BAN_FIELDS = ['banned', 'banReason', 'banExpires'] as const;

/** A ban the new user starts with. */
export interface InitialBan {
  reason: string | null;
  expires: Date | null;
}

/**
 * Better Auth 1.7's rules for what admin create-user takes beyond the profile: a role (the body's,
 * else `data.role`) needs the set-role permission and must exist, and ban fields in `data` need the
 * ban permission. A trusted backend, calling without a session, needs no permission.
 */
@Injectable()
export class CreateUserRules {
  constructor(
    private readonly roles: AdminRoles,
    private readonly updateRules: UpdateUserRules,
  ) {}

  /** The comma-joined roles asked for, checked; undefined when none is asked. */
  async roleOf(admin: User | null, role: unknown, data: Record<string, unknown>): Promise<string | undefined> {
    const asked = role ?? data.role;
    if (asked === undefined) return undefined;
    if (admin && !(await this.roles.can(admin, { user: ['set-role'] })))
      throw new AuthError(ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE);
    const joined = joinRoles(asked);
    await this.roles.assertDefined(joined);
    return joined;
  }

  /** The ban asked in `data`, checked; undefined when the new user is not to start banned. */
  async banOf(admin: User | null, data: Record<string, unknown>): Promise<InitialBan | undefined> {
    if (!BAN_FIELDS.some((field) => Object.hasOwn(data, field))) return undefined;
    if (admin && !(await this.roles.can(admin, { user: ['ban'] })))
      throw new AuthError(ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_BAN_USERS);
    const ban = this.updateRules.banChangeOf(data);
    if (!ban?.banned) return undefined;
    return { reason: ban.banReason ?? null, expires: ban.banExpires ?? null };
  }
}
