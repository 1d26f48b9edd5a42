import { Injectable } from '@nestjs/common';
import { randomString } from '../../platform/common/crypto/random';
import { SecretKeyring } from '../../platform/common/crypto/secret-keyring';
import { VerificationService } from '../../platform/verification/verification.service';
import { TRUSTED_DEVICE_PREFIX } from '../../identity/session/session.constants';
import { TRUST_DEVICE_MAX_AGE_SECONDS } from './two-factor.constants';

/**
 * Browsers that may skip the second factor: the cookie holds `hmac!identifier`, the identifier a
 * `verification` entry naming the user, as Better Auth keeps them. Each use swaps the entry for a new
 * one, so a copied cookie stops working once the browser it came from signs in again.
 */
@Injectable()
export class TrustedDevices {
  constructor(
    private readonly keyring: SecretKeyring,
    private readonly verifications: VerificationService,
  ) {}

  /** A new trusted-device cookie value for the user. */
  async issue(userId: string): Promise<string> {
    const identifier = `${TRUSTED_DEVICE_PREFIX}${randomString(32)}`;
    await this.verifications.issue(identifier, userId, TRUST_DEVICE_MAX_AGE_SECONDS);
    return `${this.tokenFor(userId, identifier)}!${identifier}`;
  }

  /** The renewed cookie value when `value` trusts this user's browser, else null (the second factor is due). */
  async renew(userId: string, value: string): Promise<string | null> {
    const identifier = this.identifierFor(userId, value);
    if (!identifier) return null;
    const owner = await this.verifications.consume(identifier);
    return owner === userId ? this.issue(userId) : null;
  }

  /** Forgets the browser's trust, when the second factor is turned off. */
  async revoke(userId: string, value: string): Promise<void> {
    const identifier = this.identifierFor(userId, value);
    if (identifier) await this.verifications.consume(identifier);
  }

  /** Forgets every browser trusted for the user, so each next sign-in asks for the second factor. */
  forgetAll(userId: string): Promise<void> {
    return this.verifications.deleteAllOf(TRUSTED_DEVICE_PREFIX, userId);
  }

  private identifierFor(userId: string, value: string): string | null {
    const [token, identifier] = value.split('!');
    if (!token || !identifier?.startsWith(TRUSTED_DEVICE_PREFIX)) return null;
    return this.keyring.verifyMac(`${userId}!${identifier}`, token, 'base64url') ? identifier : null;
  }

  /** Better Auth's token: unpadded base64url HMAC-SHA256 of `userId!identifier`. */
  private tokenFor(userId: string, identifier: string): string {
    return this.keyring.mac(`${userId}!${identifier}`, 'base64url');
  }
}
