import { inspect } from 'node:util';
import { constantTimeEqual, hmacSha256, signValue, unsignValue } from './hmac';
import { symmetricDecrypt, symmetricEncrypt } from './symmetric-encryption';

/** One entry of `AUTH_SECRETS`, Better Auth's `secrets` option. */
export interface VersionedSecret {
  version: number;
  value: string;
}

/** Better Auth 1.7's envelope for a value encrypted under a numbered secret: `$ba$<version>$<hex>`. */
const ENVELOPE = /^\$ba\$(\d+)\$(.*)$/s;

/**
 * The secrets the service holds: the current one signs and encrypts; every one it holds verifies
 * and decrypts, so that a new secret takes over without signing anybody out.
 *
 * With numbered secrets (Better Auth's `secrets`, current first), values encrypted at rest carry
 * their secret's number as Better Auth 1.7 writes them, and bare values (written before numbering)
 * open with the legacy secret. With one secret, values are bare, as Better Auth 1.4 writes them.
 */
export class SecretKeyring {
  /** Every secret a signature may have been made with, the current one first. */
  readonly verifying: readonly string[];
  private readonly byVersion: ReadonlyMap<number, string>;

  private constructor(
    readonly current: string,
    private readonly currentVersion: number | null,
    versions: readonly VersionedSecret[],
    private readonly legacy: string | null,
  ) {
    this.byVersion = new Map(versions.map((entry) => [entry.version, entry.value]));
    this.verifying = [...new Set([current, ...versions.map((entry) => entry.value), ...(legacy ? [legacy] : [])])];
  }

  static single(secret: string): SecretKeyring {
    return new SecretKeyring(secret, null, [], null);
  }

  /** `versions` current first; `legacy` opens bare values and verifies what it signed. */
  static versioned(versions: readonly VersionedSecret[], legacy: string | null): SecretKeyring {
    return new SecretKeyring(versions[0].value, versions[0].version, versions, legacy);
  }

  /** The numbers of the secrets held, current first; empty with one unnumbered secret. */
  get versions(): number[] {
    return [...this.byVersion.keys()];
  }

  sign(value: string): string {
    return signValue(value, this.current);
  }

  /** The value of a string signed with any secret held, or null. */
  unsign(signed: string): string | null {
    for (const secret of this.verifying) {
      const value = unsignValue(signed, secret);
      if (value !== null) return value;
    }
    return null;
  }

  /** HMAC-SHA256 under the current secret. */
  mac(value: string, encoding: 'base64' | 'base64url' = 'base64'): string {
    return hmacSha256(this.current, value, encoding);
  }

  /** Whether `mac` is the HMAC-SHA256 of `value` under any secret held. */
  verifyMac(value: string, mac: string, encoding: 'base64' | 'base64url' = 'base64'): boolean {
    let matched = false;
    // Every secret is tried, so the time taken does not tell which one matched.
    for (const secret of this.verifying)
      matched = constantTimeEqual(mac, hmacSha256(secret, value, encoding)) || matched;
    return matched;
  }

  encrypt(plaintext: string): string {
    const hex = symmetricEncrypt(plaintext, this.current);
    return this.currentVersion === null ? hex : `$ba$${this.currentVersion}$${hex}`;
  }

  /**
   * The plaintext of a value encrypted under a secret held; throws when none opens it or it was
   * altered, naming a retired secret's number when that is why.
   */
  decrypt(stored: string): string {
    const envelope = ENVELOPE.exec(stored);
    if (envelope) {
      const secret = this.byVersion.get(Number(envelope[1]));
      if (secret === undefined) throw new Error(`encrypted under secret version ${envelope[1]}, which is not held`);
      return symmetricDecrypt(envelope[2], secret);
    }
    const bareSecret = this.currentVersion === null ? this.current : this.legacy;
    if (bareSecret === null) throw new Error('encrypted before secrets were numbered, and AUTH_SECRET is not set');
    return symmetricDecrypt(stored, bareSecret);
  }

  /** Logged or printed, the keyring shows the numbers of its secrets, never the secrets. */
  toJSON(): { versions: number[]; secrets: string } {
    return { versions: this.versions, secrets: '****' };
  }

  [inspect.custom](): string {
    return `SecretKeyring ${JSON.stringify(this.toJSON())}`;
  }

  /** Whether `stored` is encrypted under the current secret, so re-encrypting it would change nothing. */
  isCurrent(stored: string): boolean {
    const envelope = ENVELOPE.exec(stored);
    if (this.currentVersion === null) return envelope === null;
    return envelope !== null && Number(envelope[1]) === this.currentVersion;
  }
}
