import { Injectable } from '@nestjs/common';
import { sha256Base64Url } from '../../platform/common/crypto/digest';
import { constantTimeEqual } from '../../platform/common/crypto/hmac';
import { randomString } from '../../platform/common/crypto/random';
import { AuthError } from '../../platform/common/errors/auth-error';
import { AppConfig } from '../../platform/config/app-config';
import { Database } from '../../platform/database/database';
import { EmailOutboxService } from '../../platform/mail/email-outbox.service';
import { twoFactorCodeEmail } from '../../platform/mail/templates/two-factor-emails';
import { User } from '../../identity/user/user.types';
import { VerificationService } from '../../platform/verification/verification.service';
import { OTP_ALLOWED_ATTEMPTS, OTP_DIGITS, OTP_PERIOD_SECONDS, OTP_PREFIX } from './two-factor.constants';
import { TWO_FACTOR_ERRORS, lineErrors } from './two-factor.errors';

/**
 * E-mailed codes, kept as Better Auth keeps them: a `verification` entry `2fa-otp-<key>` whose value is
 * `<code>:<failed tries>`. The code is stored as Better Auth's "hashed" option stores it (unpadded
 * base64url SHA-256), so the table never holds a usable code.
 */
@Injectable()
export class EmailOtps {
  constructor(
    private readonly config: AppConfig,
    private readonly database: Database,
    private readonly verifications: VerificationService,
    private readonly outbox: EmailOutboxService,
  ) {}

  /** A new code for `key`, e-mailed through the outbox; any earlier code for `key` stops working. */
  async send(user: User, key: string): Promise<void> {
    const identifier = `${OTP_PREFIX}${key}`;
    while (await this.verifications.consume(identifier));
    const code = randomString(OTP_DIGITS, '0123456789');
    await this.database.transaction(async (tx) => {
      await this.verifications.issue(identifier, `${sha256Base64Url(code)}:0`, OTP_PERIOD_SECONDS, tx);
      await this.outbox.enqueue(twoFactorCodeEmail(user, code, OTP_PERIOD_SECONDS / 60), tx);
    });
  }

  /**
   * Whether `code` is the live code for `key`. A right code is used up; a wrong one counts a try, and
   * after the allowed tries the code is gone. Of concurrent callers with one code, only one gets true.
   */
  async check(key: string, code: string): Promise<boolean> {
    const identifier = `${OTP_PREFIX}${key}`;
    const entry = await this.verifications.consumeEntry(identifier);
    if (!entry) throw new AuthError(TWO_FACTOR_ERRORS.OTP_HAS_EXPIRED);
    const [stored = '', counter = ''] = entry.value.split(':');
    const tries = parseInt(counter, 10) || 0;
    if (tries >= OTP_ALLOWED_ATTEMPTS) throw new AuthError(lineErrors(this.config.betterAuthCompat).tooManyOtpAttempts);
    if (constantTimeEqual(stored, sha256Base64Url(code))) return true;
    await this.verifications.issueUntil(identifier, `${stored}:${tries + 1}`, entry.expiresAt);
    return false;
  }
}
