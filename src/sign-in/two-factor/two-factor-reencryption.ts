import { Injectable } from '@nestjs/common';
import { ReencryptionCount, emptyReencryptionCount } from '../../platform/common/crypto/reencryption';
import { SecretKeyring } from '../../platform/common/crypto/secret-keyring';
import { TwoFactorRepository } from './two-factor.repository';

const PAGE_SIZE = 500;

/**
 * Re-encrypts every authenticator secret and backup-code list under the current secret, so that an
 * earlier secret can be retired from `AUTH_SECRETS` without locking anybody out of their second factor.
 */
@Injectable()
export class TwoFactorReencryption {
  constructor(
    private readonly keyring: SecretKeyring,
    private readonly enrolments: TwoFactorRepository,
  ) {}

  async reencryptAll(): Promise<ReencryptionCount> {
    const count = emptyReencryptionCount();
    let afterId = '';
    for (;;) {
      const page = await this.enrolments.pageAfter(afterId, PAGE_SIZE);
      if (!page.length) return count;
      afterId = page[page.length - 1].id;
      for (const enrolment of page) {
        if (this.keyring.isCurrent(enrolment.secret) && this.keyring.isCurrent(enrolment.backupCodes)) {
          count.current += 1;
          continue;
        }
        let next: { secret: string; backupCodes: string };
        try {
          next = {
            secret: this.keyring.encrypt(this.keyring.decrypt(enrolment.secret)),
            backupCodes: this.keyring.encrypt(this.keyring.decrypt(enrolment.backupCodes)),
          };
        } catch {
          count.unreadable += 1;
          continue;
        }
        // A code used meanwhile changed the row; it was written under the current secret then.
        await this.enrolments.swapEncrypted(enrolment.id, enrolment, next);
        count.reencrypted += 1;
      }
    }
  }
}
