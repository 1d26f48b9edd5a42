import { Injectable } from '@nestjs/common';
import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { UserService } from '../../identity/user/user.service';
import { User } from '../../identity/user/user.types';
import { AdminRoles } from '../../identity/access/admin-roles';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';

const BAN_FIELDS = ['banned', 'banReason', 'banExpires'] as const;

/** A ban asked through update-user: on (with its reason and end) or off. */
interface BanChange {
  banned: boolean;
  banReason?: string;
  banExpires?: Date | null;
}

/**
 * Better Auth 1.7's rules for admin update-user: `password` and `id` are refused with their own codes,
 * and each kind of field needs its own permission beside `user:update`.
 */
@Injectable()
export class UpdateUserRules {
  constructor(
    private readonly roles: AdminRoles,
    private readonly users: UserService,
  ) {}

  async check(admin: User, userId: string, data: Record<string, unknown>): Promise<void> {
    const has = (field: string) => Object.hasOwn(data, field);
    if (has('password')) throw new AuthError(ADMIN_ERRORS.PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER);
    if (has('id')) throw new AuthError(ADMIN_ERRORS.USER_ID_CANNOT_BE_UPDATED);
    if (has('role')) {
      await this.require(admin, 'set-role', ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE);
      const asked = Array.isArray(data.role) ? data.role : [data.role];
      if (asked.some((role) => typeof role !== 'string')) throw new AuthError(ADMIN_ERRORS.INVALID_ROLE_TYPE);
      await this.roles.assertDefined(asked as string[]);
    }
    if (BAN_FIELDS.some(has)) {
      await this.require(admin, 'ban', ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_BAN_USERS);
      if (data.banned === true && userId === admin.id) throw new AuthError(ADMIN_ERRORS.YOU_CANNOT_BAN_YOURSELF);
    }
    if (has('email') || has('emailVerified')) {
      await this.require(admin, 'set-email', ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_SET_USERS_EMAIL);
      if (typeof data.email === 'string') {
        const holder = await this.users.findByEmail(data.email.toLowerCase());
        if (holder && holder.id !== userId)
          throw new AuthError(USER_ERRORS.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL, { status: 400 });
      }
    }
  }

  /** The ban fields of the request, checked; null when it has none or leaves `banned` out. */
  banChangeOf(data: Record<string, unknown>): BanChange | null {
    if (data.banned === undefined) return null;
    const { banned, banReason, banExpires } = data;
    if (typeof banned !== 'boolean') throw new AuthError(BASE_ERRORS.VALIDATION_ERROR);
    if (banReason !== undefined && (typeof banReason !== 'string' || banReason.length > 1024))
      throw new AuthError(BASE_ERRORS.VALIDATION_ERROR);
    const expires =
      banExpires === undefined || banExpires === null ? banExpires : new Date(banExpires as string | number);
    if (expires instanceof Date && Number.isNaN(expires.getTime())) throw new AuthError(BASE_ERRORS.VALIDATION_ERROR);
    return { banned, banReason: banReason, banExpires: expires };
  }

  private async require(
    admin: User,
    action: string,
    refusal: (typeof ADMIN_ERRORS)[keyof typeof ADMIN_ERRORS],
  ): Promise<void> {
    if (!(await this.roles.can(admin, { user: [action] }))) throw new AuthError(refusal);
  }
}
