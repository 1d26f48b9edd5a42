import { Injectable } from '@nestjs/common';
import { AuthError } from '../../platform/common/errors/auth-error';
import { generateId } from '../../platform/common/crypto/random';
import { Clock } from '../../platform/common/time/clock';
import { Database, Tx } from '../../platform/database/database';
import { isUniqueViolation } from '../../platform/database/unique-violation';
import { AccountRepository } from './account.repository';
import { USER_ERRORS } from './user.errors';
import { UserListCriteria } from './user-list.types';
import { UserModel } from './user.model';
import { UserCache } from './user-cache';
import { UserChanges, UserRepository } from './user.repository';
import {
  Account,
  AccountTokens,
  CREDENTIAL_PROVIDER_ID,
  ProviderAccountInput,
  User,
  UserProfilePatch,
} from './user.types';

export type AdminUserChanges = Pick<
  UserChanges,
  'name' | 'email' | 'image' | 'emailVerified' | 'role' | 'additionalFields'
>;

/** Users and their linked accounts. E-mails arrive here already lowercased. */
@Injectable()
export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly accounts: AccountRepository,
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly cache: UserCache,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findById(id);
  }

  /**
   * The user a session points at: from the entry read with the session when there is one, else from
   * the database, which is then kept for the next request.
   */
  async findForSession(id: string, cached: string | null): Promise<User | null> {
    const kept = this.cache.read(cached);
    if (kept) return kept;
    const user = await this.users.findById(id);
    if (user) await this.cache.remember(user);
    return user;
  }

  /** A user row another module read joined to its own, as a user. */
  fromRow(row: UserModel | Record<string, unknown>): User {
    return this.users.toUser(row);
  }

  /** Every user, read from the kept count rather than by counting rows. */
  count(): Promise<number> {
    return this.users.countAll();
  }

  /** How many users hold the role (among their comma-joined roles). */
  countHoldingRole(role: string): Promise<number> {
    return this.users.countHolding(role);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(email);
  }

  async getById(id: string): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new AuthError(USER_ERRORS.USER_NOT_FOUND);
    return user;
  }

  /** The provider account with this provider's id for the user, or null. */
  findProviderAccount(providerId: string, accountId: string): Promise<Account | null> {
    return this.accounts.findByProviderAccount(providerId, accountId);
  }

  linkProviderAccount(userId: string, account: ProviderAccountInput, tx?: Tx): Promise<Account> {
    const now = this.clock.now();
    return this.accounts.create(
      {
        id: generateId(),
        userId,
        providerId: account.providerId,
        accountId: account.accountId,
        ...account.tokens,
        password: null,
        createdAt: now,
        updatedAt: now,
      },
      tx,
    );
  }

  updateAccountTokens(id: string, tokens: Partial<AccountTokens>): Promise<Account | null> {
    return this.accounts.updateTokens(id, tokens, this.clock.now());
  }

  /** Removes one of the user's accounts; false when the user has no such account. */
  unlinkAccount(userId: string, id: string): Promise<boolean> {
    return this.accounts.deleteOwned(id, userId);
  }

  updateProfile(id: string, patch: UserProfilePatch): Promise<User> {
    return this.change(id, patch);
  }

  list(criteria: UserListCriteria): Promise<{ users: User[]; total: number }> {
    return this.users.list(criteria);
  }

  isListableField(field: string): boolean {
    return this.users.isListable(field);
  }

  /** An administrator's edit: profile, address, verification, roles and open additional fields. */
  updateByAdmin(id: string, changes: AdminUserChanges): Promise<User> {
    return this.changeAddress(id, changes);
  }

  /** Bars the user from new sessions until `expiresAt` (null: until unbanned). */
  async ban(id: string, reason: string, expiresAt: Date | null): Promise<User> {
    return this.change(id, { banned: true, banReason: reason, banExpires: expiresAt });
  }

  async unban(id: string): Promise<User> {
    return this.change(id, { banned: false, banReason: null, banExpires: null });
  }

  /** Roles, comma-joined. */
  async setRole(id: string, role: string): Promise<User> {
    return this.change(id, { role });
  }

  setTwoFactorEnabled(id: string, twoFactorEnabled: boolean): Promise<User> {
    return this.change(id, { twoFactorEnabled });
  }

  markEmailVerified(id: string): Promise<User> {
    return this.change(id, { emailVerified: true });
  }

  changeEmail(id: string, email: string, emailVerified: boolean): Promise<User> {
    return this.changeAddress(id, { email, emailVerified });
  }

  /** Applies the changes and stamps updatedAt; USER_NOT_FOUND when there is no such user. */
  private async change(id: string, changes: Omit<UserChanges, 'updatedAt'>): Promise<User> {
    const user = await this.users.update(id, { ...changes, updatedAt: this.clock.now() });
    if (!user) throw new AuthError(USER_ERRORS.USER_NOT_FOUND);
    return user;
  }

  /** A change that may take another user's address: the unique index answers as sign-up does. */
  private async changeAddress(id: string, changes: Omit<UserChanges, 'updatedAt'>): Promise<User> {
    try {
      return await this.change(id, changes);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AuthError(USER_ERRORS.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL);
      throw error;
    }
  }

  /** Deletes the user with its accounts; sessions are the session module's to purge. */
  async delete(id: string): Promise<void> {
    await this.database.transaction(async (tx) => {
      await this.accounts.deleteByUser(id, tx);
      await this.users.delete(id, tx);
    });
  }

  /** Unlinks every account of one provider (a single-sign-on provider being deleted), from all users. */
  unlinkProviderAccounts(providerId: string, tx?: Tx): Promise<void> {
    return this.accounts.deleteByProvider(providerId, tx);
  }

  listAccounts(userId: string): Promise<Account[]> {
    return this.accounts.findByUser(userId);
  }

  findCredentialAccount(userId: string): Promise<Account | null> {
    return this.accounts.findCredential(userId);
  }

  /** Stores a new password hash, creating the credential account when the user has none. */
  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    const account = await this.accounts.findCredential(userId);
    if (account) {
      await this.accounts.updatePassword(account.id, passwordHash, this.clock.now());
      return;
    }
    await this.addCredentialAccount(userId, passwordHash);
  }

  /** The password account of a user who has none. */
  addCredentialAccount(userId: string, passwordHash: string, tx?: Tx): Promise<Account> {
    const now = this.clock.now();
    return this.accounts.create(
      {
        id: generateId(),
        accountId: userId,
        providerId: CREDENTIAL_PROVIDER_ID,
        userId,
        accessToken: null,
        refreshToken: null,
        idToken: null,
        accessTokenExpiresAt: null,
        refreshTokenExpiresAt: null,
        scope: null,
        password: passwordHash,
        createdAt: now,
        updatedAt: now,
      },
      tx,
    );
  }
}
