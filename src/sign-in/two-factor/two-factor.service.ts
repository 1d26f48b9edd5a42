import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { generateId, randomString } from '../../platform/common/crypto/random';
import { AuthError } from '../../platform/common/errors/auth-error';
import { SecretKeyring } from '../../platform/common/crypto/secret-keyring';
import { AppConfig } from '../../platform/config/app-config';
import { Database } from '../../platform/database/database';
import { SessionService } from '../../identity/session/session.service';
import { RequestMeta, Session } from '../../identity/session/session.types';
import { User } from '../../identity/user/user.types';
import { UserService } from '../../identity/user/user.service';
import { generateBackupCodes, sealBackupCodes } from './backup-codes';
import { otpauthUri } from './totp';
import { TrustedDevices } from './trusted-devices';
import { TwoFactorPassword } from './two-factor-password';
import { TOTP_ISSUER, TOTP_SECRET_LENGTH } from './two-factor.constants';
import { TWO_FACTOR_ERRORS, lineErrors } from './two-factor.errors';
import { TwoFactorRepository } from './two-factor.repository';

/** An authenticator to confirm with a first code, or (1.7's `method: "otp"`) e-mailed codes on at once. */
export type Enrolment =
  { method: 'totp'; totpURI: string; backupCodes: string[] } | { method: 'otp'; user: User; session: Session | null };

export interface EnableRequest {
  password: string;
  method: 'totp' | 'otp';
  issuer?: string;
  meta: RequestMeta;
}

const describeUser = ([user]: [User, ...unknown[]]) => ({ targetType: 'user' as const, targetId: user.id });

/** Enrolment in the second factor: enable, the TOTP URI, new backup codes, disable. */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly config: AppConfig,
    private readonly keyring: SecretKeyring,
    private readonly database: Database,
    private readonly enrolments: TwoFactorRepository,
    private readonly users: UserService,
    private readonly password: TwoFactorPassword,
    private readonly trustedDevices: TrustedDevices,
    private readonly sessions: SessionService,
    readonly audit: AuditService,
  ) {}

  /**
   * A new secret and backup codes, replacing any earlier ones. The second factor is required at sign-in
   * only once a first code of the new secret is accepted. Better Auth 1.7 keeps a confirmed authenticator
   * (a second enrolment is refused) and can turn e-mailed codes on instead, at once.
   */
  @Audited('two-factor.enable', describeUser)
  async enable(
    _auditCaller: AuditCaller,
    user: User,
    session: Session | null,
    { password, method, issuer, meta }: EnableRequest,
  ): Promise<Enrolment> {
    await this.password.assertValid(user.id, password);
    const is17 = this.config.betterAuthCompat === '1.7';
    if (is17 && method === 'otp') return this.enableOtp(user, session, meta);
    const existing = is17 ? await this.enrolments.findByUserId(user.id) : null;
    if (existing && existing.verified !== false) throw new AuthError(TWO_FACTOR_ERRORS.TOTP_ALREADY_ENABLED);
    const secret = randomString(TOTP_SECRET_LENGTH);
    const backupCodes = generateBackupCodes();
    await this.database.transaction((tx) =>
      this.enrolments.replaceForUser(
        {
          id: generateId(),
          userId: user.id,
          secret: this.keyring.encrypt(secret),
          backupCodes: sealBackupCodes(backupCodes, this.keyring),
          verified: false,
        },
        tx,
      ),
    );
    const totpURI = otpauthUri(Buffer.from(secret, 'utf8'), issuer || TOTP_ISSUER, user.email);
    return { method: 'totp', totpURI, backupCodes };
  }

  /**
   * The second factor on, by e-mailed codes alone, in a new session replacing the caller's; a caller without
   * a session of its own (an API key) gets none.
   */
  private async enableOtp(user: User, session: Session | null, meta: RequestMeta): Promise<Enrolment> {
    const enabled = await this.users.setTwoFactorEnabled(user.id, true);
    if (!session) return { method: 'otp', user: enabled, session: null };
    const replacement = await this.sessions.create({ userId: user.id, rememberMe: true, ...meta });
    await this.sessions.end(session.token);
    return { method: 'otp', user: enabled, session: replacement };
  }

  async getTotpUri(user: User, password: string): Promise<string> {
    const enrolment = await this.enrolments.findByUserId(user.id);
    if (!enrolment) throw new AuthError(TWO_FACTOR_ERRORS.TOTP_NOT_ENABLED);
    await this.password.assertCurrent(user.id, password);
    const secret = this.keyring.decrypt(enrolment.secret);
    return otpauthUri(Buffer.from(secret, 'utf8'), TOTP_ISSUER, user.email);
  }

  @Audited('two-factor.generate-backup-codes', describeUser)
  async regenerateBackupCodes(_auditCaller: AuditCaller, user: User, password: string): Promise<string[]> {
    // Read afresh: the session's copy of the user may come from the cookie cache.
    const current = await this.users.getById(user.id);
    const notEnabled = lineErrors(this.config.betterAuthCompat).twoFactorNotEnabled;
    if (!current.twoFactorEnabled) throw new AuthError(notEnabled);
    await this.password.assertCurrent(user.id, password);
    const enrolment = await this.enrolments.findByUserId(user.id);
    if (!enrolment) throw new AuthError(notEnabled);
    const backupCodes = generateBackupCodes();
    await this.enrolments.setBackupCodes(enrolment.id, sealBackupCodes(backupCodes, this.keyring));
    return backupCodes;
  }

  /** Turns the second factor off, forgets the secret and backup codes, and the calling browser's trust. */
  @Audited('two-factor.disable', describeUser)
  async disable(
    _auditCaller: AuditCaller,
    user: User,
    password: string,
    trustedDeviceCookie: string | null,
  ): Promise<User> {
    await this.password.assertValid(user.id, password);
    const updated = await this.users.setTwoFactorEnabled(user.id, false);
    await this.enrolments.deleteByUserId(user.id);
    if (trustedDeviceCookie) await this.trustedDevices.revoke(user.id, trustedDeviceCookie);
    return updated;
  }
}
