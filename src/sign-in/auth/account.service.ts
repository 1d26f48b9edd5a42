import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { randomString } from '../../platform/common/crypto/random';
import { AppConfig } from '../../platform/config/app-config';
import { Database } from '../../platform/database/database';
import { EmailOutboxService } from '../../platform/mail/email-outbox.service';
import { deleteAccountEmail } from '../../platform/mail/templates/account-emails';
import { SessionService } from '../../identity/session/session.service';
import { ActiveSession } from '../../identity/session/session.types';
import { AdditionalUserFields } from '../../identity/user/additional-user-fields';
import { UserService } from '../../identity/user/user.service';
import { Account, User, UserProfilePatch } from '../../identity/user/user.types';
import { VerificationService } from '../../platform/verification/verification.service';
import { DELETE_IDENTIFIER_PREFIX, DELETE_TOKEN_LENGTH } from './auth.constants';
import { AUTH_ERRORS } from './auth.errors';
import { AuthLinks } from './auth-links';
import { PasswordPolicy } from './password-policy';

export interface UpdateUserInput extends UserProfilePatch {
  email?: unknown;
}

export interface DeleteUserInput {
  password?: string;
  token?: string;
  callbackURL?: string;
}

export type DeleteUserOutcome = 'deleted' | 'verification-sent';

@Injectable()
export class AccountService {
  constructor(
    private readonly config: AppConfig,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly passwords: PasswordPolicy,
    private readonly verifications: VerificationService,
    private readonly links: AuthLinks,
    private readonly outbox: EmailOutboxService,
    private readonly database: Database,
    private readonly fields: AdditionalUserFields,
    readonly audit: AuditService,
  ) {}

  /** `extra` is the body as sent: configured additional fields are read from it. */
  async updateProfile(
    current: ActiveSession,
    input: UpdateUserInput,
    extra: Record<string, unknown> = {},
  ): Promise<User> {
    if (input.email !== undefined) throw new AuthError(AUTH_ERRORS.EMAIL_CAN_NOT_BE_UPDATED);
    const additionalFields = this.fields.readInput(extra, 'update');
    if (input.name === undefined && input.image === undefined && Object.keys(additionalFields).length === 0) {
      throw new AuthError(AUTH_ERRORS.NO_FIELDS_TO_UPDATE);
    }
    return this.users.updateProfile(current.user.id, { name: input.name, image: input.image, additionalFields });
  }

  listAccounts(userId: string): Promise<Account[]> {
    return this.users.listAccounts(userId);
  }

  /** Self-deletion: at once, or, when configured, a confirmation link by e-mail (step `requested`). */
  @Audited('delete-user', ([current, input]: [ActiveSession, DeleteUserInput], outcome?: DeleteUserOutcome) => ({
    targetType: 'user',
    targetId: current.user.id,
    metadata: outcome && {
      step: outcome === 'verification-sent' ? 'requested' : input.token ? 'confirmed' : 'deleted',
    },
  }))
  async delete(_auditCaller: AuditCaller, current: ActiveSession, input: DeleteUserInput): Promise<DeleteUserOutcome> {
    if (!this.config.user.deleteUser.enabled) throw new AuthError(BASE_ERRORS.NOT_FOUND);
    if (input.password !== undefined) await this.passwords.assertCurrentPassword(current.user.id, input.password);
    if (input.token) {
      await this.deleteConfirmed(current, input.token);
      return 'deleted';
    }
    if (this.config.user.deleteUser.sendVerification) {
      const token = randomString(DELETE_TOKEN_LENGTH, 'abcdefghijklmnopqrstuvwxyz0123456789');
      await this.database.transaction(async (tx) => {
        await this.verifications.issue(
          `${DELETE_IDENTIFIER_PREFIX}${token}`,
          current.user.id,
          this.config.user.deleteUser.tokenExpiresInSeconds,
          tx,
        );
        await this.outbox.enqueue(
          deleteAccountEmail(current.user, this.links.deleteUserCallback(token, input.callbackURL)),
          tx,
        );
      });
      return 'verification-sent';
    }
    if (input.password === undefined && !this.sessions.isFresh(current.session)) {
      throw new AuthError(AUTH_ERRORS.SESSION_EXPIRED_REAUTHENTICATE_TO_PERFORM_THIS_ACTION);
    }
    await this.deleteUser(current.user.id);
    return 'deleted';
  }

  /** The e-mailed confirmation link. */
  @Audited('delete-user', ([current]: [ActiveSession | null]) => ({
    targetType: 'user',
    targetId: current?.user.id ?? null,
    metadata: { step: 'confirmed' },
  }))
  deleteWithToken(_auditCaller: AuditCaller, current: ActiveSession | null, token: string): Promise<void> {
    return this.deleteConfirmed(current, token);
  }

  /** The token must belong to the signed-in user, and works once. */
  private async deleteConfirmed(current: ActiveSession | null, token: string): Promise<void> {
    if (!this.config.user.deleteUser.enabled) throw new AuthError(BASE_ERRORS.NOT_FOUND);
    if (!current) throw new AuthError(AUTH_ERRORS.FAILED_TO_GET_USER_INFO);
    const identifier = `${DELETE_IDENTIFIER_PREFIX}${token}`;
    const owner = await this.verifications.peek(identifier);
    if (owner !== current.user.id || (await this.verifications.consume(identifier)) !== owner) {
      throw new AuthError(AUTH_ERRORS.INVALID_TOKEN, { status: 404 });
    }
    await this.deleteUser(current.user.id);
  }

  private async deleteUser(userId: string): Promise<void> {
    await this.sessions.revokeAll(userId);
    await this.users.delete(userId);
  }
}
