import { Injectable } from '@nestjs/common';
import { AuthError } from '../../platform/common/errors/auth-error';
import { generateId } from '../../platform/common/crypto/random';
import { Clock } from '../../platform/common/time/clock';
import { AppConfig } from '../../platform/config/app-config';
import { Database } from '../../platform/database/database';
import { isUniqueViolation } from '../../platform/database/unique-violation';
import { PasswordHasher } from '../../platform/runtime/crypto/password-hashing';
import { AccountRules } from './account-rules';
import { AdditionalUserFields } from './additional-user-fields';
import { isValidEmail, normalizeEmail } from './email-address';
import { SignUpPolicy, SignUpRefusal } from './sign-up-policy';
import { USER_ERRORS } from './user.errors';
import { UserRepository } from './user.repository';
import { UserService } from './user.service';
import { ProviderAccountInput, User } from './user.types';

/**
 * How the new user signs in: a password, the account of the provider that vouched for them, or none yet for a
 * user a directory provisions (SCIM), who signs in through the directory's single sign-on.
 */
type FirstCredential = { password: string } | { providerAccount: ProviderAccountInput } | { provisioned: true };

export interface NewUser {
  /** As sent: checked and lowercased here. */
  email: string;
  name: string;
  image?: string | null;
  /** Set by an administrator's create-user or a provider; a new user is otherwise unverified. */
  emailVerified?: boolean;
  /** Comma-joined roles; the configured default role when left out. */
  role?: string | null;
  /** Only an administrator's create-user bans at birth. */
  ban?: { reason: string | null; expires: Date | null };
  /** The body as sent, the declared additional fields read from it; none are read when it is left out. */
  fields?: Record<string, unknown>;
  credential: FirstCredential;
  /** Someone making their own account: SIGN_UP decides, and a refusal is told by the error this returns. */
  signUp?: { refused: (refusal: SignUpRefusal, domainRule: string) => Error };
}

/**
 * The one way a user comes to be, whether by sign-up, a first social sign-in, an administrator or the
 * command line: the checks in Better Auth's order, then the user and its first account together, or neither.
 */
@Injectable()
export class UserCreation {
  constructor(
    private readonly config: AppConfig,
    private readonly users: UserService,
    private readonly rows: UserRepository,
    private readonly rules: AccountRules,
    private readonly fields: AdditionalUserFields,
    private readonly signUpPolicy: SignUpPolicy,
    private readonly hasher: PasswordHasher,
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  async create(input: NewUser): Promise<User> {
    const { credential } = input;
    // Better Auth answers a closed sign-up before looking at the address.
    const refusal = input.signUp ? await this.signUpPolicy.refusalFor(input.email) : null;
    if (refusal === 'closed') throw input.signUp!.refused(refusal, this.signUpPolicy.domainRule);
    // A provider vouches for its own address; only an address typed in here is checked.
    if ('password' in credential && !isValidEmail(input.email)) throw new AuthError(USER_ERRORS.INVALID_EMAIL);
    if (refusal === 'domain') throw input.signUp!.refused(refusal, this.signUpPolicy.domainRule);
    if ('password' in credential) this.rules.assertAcceptablePassword(credential.password);
    const additionalFields = input.fields ? this.fields.readInput(input.fields, 'create') : {};
    const email = normalizeEmail(input.email);
    if (await this.users.findByEmail(email)) throw new AuthError(USER_ERRORS.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL);
    const passwordHash = 'password' in credential ? await this.hasher.hash(credential.password) : null;
    const now = this.clock.now();
    const userId = generateId();
    try {
      return await this.database.transaction(async (tx) => {
        const user = await this.rows.create(
          {
            id: userId,
            name: input.name,
            email,
            emailVerified: input.emailVerified ?? false,
            image: input.image ?? null,
            role: input.role ?? this.config.admin.defaultRole,
            banned: input.ban !== undefined,
            banReason: input.ban?.reason ?? null,
            banExpires: input.ban?.expires ?? null,
            twoFactorEnabled: false,
            createdAt: now,
            updatedAt: now,
            additionalFields,
          },
          tx,
        );
        if (passwordHash !== null) await this.users.addCredentialAccount(userId, passwordHash, tx);
        else if ('providerAccount' in credential)
          await this.users.linkProviderAccount(userId, credential.providerAccount, tx);
        return user;
      });
    } catch (error) {
      // Two sign-ups racing for one address: the unique index decides, the loser is told it exists.
      if (isUniqueViolation(error)) throw new AuthError(USER_ERRORS.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL);
      throw error;
    }
  }
}
