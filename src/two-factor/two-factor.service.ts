import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../audit/audit-caller';
import { Audited } from '../audit/audited.decorator';
import { AuditService } from '../audit/audit.service';
import { generateId, randomString } from '../common/crypto/random';
import { symmetricDecrypt, symmetricEncrypt } from '../common/crypto/symmetric-encryption';
import { AuthError } from '../common/errors/auth-error';
import { AppConfig } from '../config/app-config';
import { Database } from '../database/database';
import { User } from '../user/user.types';
import { UserService } from '../user/user.service';
import { generateBackupCodes, sealBackupCodes } from './backup-codes';
import { otpauthUri } from './totp';
import { TrustedDevices } from './trusted-devices';
import { TwoFactorPassword } from './two-factor-password';
import { TOTP_ISSUER, TOTP_SECRET_LENGTH } from './two-factor.constants';
import { TWO_FACTOR_ERRORS } from './two-factor.errors';
import { TwoFactorRepository } from './two-factor.repository';

export interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

const describeUser = ([user]: [User, ...unknown[]]) => ({ targetType: 'user' as const, targetId: user.id });

/** Enrolment in the second factor: enable, the TOTP URI, new backup codes, disable. */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly config: AppConfig,
    private readonly database: Database,
    private readonly enrolments: TwoFactorRepository,
    private readonly users: UserService,
    private readonly password: TwoFactorPassword,
    private readonly trustedDevices: TrustedDevices,
    readonly audit: AuditService,
  ) {}

  /**
   * A new secret and backup codes, replacing any earlier ones. The second factor is required at sign-in
   * only once a first code of the new secret is accepted.
   */
  @Audited('two-factor.enable', describeUser)
  async enable(_auditCaller: AuditCaller, user: User, password: string, issuer?: string): Promise<Enrolment> {
    await this.password.assertValid(user.id, password);
    const secret = randomString(TOTP_SECRET_LENGTH);
    const backupCodes = generateBackupCodes();
    await this.database.transaction((tx) =>
      this.enrolments.replaceForUser(
        {
          id: generateId(),
          userId: user.id,
          secret: symmetricEncrypt(secret, this.config.secret),
          backupCodes: sealBackupCodes(backupCodes, this.config.secret),
          verified: false,
        },
        tx,
      ),
    );
    return { totpURI: otpauthUri(Buffer.from(secret, 'utf8'), issuer || TOTP_ISSUER, user.email), backupCodes };
  }

  async getTotpUri(user: User, password: string): Promise<string> {
    const enrolment = await this.enrolments.findByUserId(user.id);
    if (!enrolment) throw new AuthError(TWO_FACTOR_ERRORS.TOTP_NOT_ENABLED);
    await this.password.assertCurrent(user.id, password);
    const secret = symmetricDecrypt(enrolment.secret, this.config.secret);
    return otpauthUri(Buffer.from(secret, 'utf8'), TOTP_ISSUER, user.email);
  }

  @Audited('two-factor.generate-backup-codes', describeUser)
  async regenerateBackupCodes(_auditCaller: AuditCaller, user: User, password: string): Promise<string[]> {
    // Read afresh: the session's copy of the user may come from the cookie cache.
    const current = await this.users.getById(user.id);
    if (!current.twoFactorEnabled) throw new AuthError(TWO_FACTOR_ERRORS.TWO_FACTOR_ISNT_ENABLED);
    await this.password.assertCurrent(user.id, password);
    const enrolment = await this.enrolments.findByUserId(user.id);
    if (!enrolment) throw new AuthError(TWO_FACTOR_ERRORS.TWO_FACTOR_ISNT_ENABLED);
    const backupCodes = generateBackupCodes();
    await this.enrolments.setBackupCodes(enrolment.id, sealBackupCodes(backupCodes, this.config.secret));
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
