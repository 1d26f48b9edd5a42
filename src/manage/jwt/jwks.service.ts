import { Injectable, Logger } from '@nestjs/common';
import { CryptoKey, JWK, exportJWK, generateKeyPair, importJWK } from 'jose';
import { CLI_CALLER, NO_CALLER } from '../../platform/audit/audit-caller';
import { AuditService } from '../../platform/audit/audit.service';
import { AUDIT_SUCCESS } from '../../platform/audit/audit.types';
import { AuthError } from '../../platform/common/errors/auth-error';
import { generateId } from '../../platform/common/crypto/random';
import { ReencryptionCount, emptyReencryptionCount } from '../../platform/common/crypto/reencryption';
import { Clock } from '../../platform/common/time/clock';
import { SecretKeyring } from '../../platform/common/crypto/secret-keyring';
import { AppConfig, JwtAlgorithm, JwtConfig } from '../../platform/config/app-config';
import { JwksRepository } from './jwks.repository';
import { KEY_SET_CACHE_MS } from './jwt.constants';
import { JWT_ERRORS } from './jwt.errors';
import { JwksRotationTrigger, PublishedJwk, StoredJwk } from './jwt.types';
import { KEY_PAIR_OPTIONS, algorithmOf } from './key-algorithms';
import { decryptPrivateKey, encryptPrivateKey, reencryptPrivateKey } from './private-key-encryption';

export interface SigningKey {
  kid: string;
  alg: string;
  privateKey: CryptoKey | Uint8Array;
}

/**
 * The key set in Better Auth's `jwks` table: the key that signs now, made when there is none or
 * when it is due, and the public keys still needed to verify the tokens already handed out.
 */
@Injectable()
export class JwksService {
  private readonly logger = new Logger(JwksService.name);
  private readonly jwt: JwtConfig;
  /** Imported private keys by id; a key's content never changes once made. */
  private readonly imported = new Map<string, Promise<SigningKey>>();
  /** One key of each algorithm made at a time by this instance, however many requests find none. */
  private readonly making = new Map<JwtAlgorithm, Promise<StoredJwk>>();
  /** How long the tokens other issuers sign with these keys live (the OpenID provider's ID tokens); none by default. */
  private otherTokensLifetimeSeconds: () => Promise<number> = () => Promise.resolve(0);
  /** The table, read at most every KEY_SET_CACHE_MS: get-session signs a token on every call. */
  private cached: { keys: Promise<StoredJwk[]>; readAtMs: number } | null = null;

  constructor(
    private readonly keys: JwksRepository,
    config: AppConfig,
    private readonly keyring: SecretKeyring,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {
    this.jwt = config.jwt;
  }

  /** The key that signs the service's own tokens: one of the configured algorithm. */
  async signingKey(): Promise<SigningKey> {
    return this.signingKeyFor(this.jwt.algorithm);
  }

  /**
   * The key that signs now with `alg`, made when there is none of that kind: the OpenID provider signs
   * ID tokens RS256 for the clients registered for it, beside the configured algorithm. A key of
   * another algorithm than the configured one is published from then on, and rotates with the others.
   */
  async signingKeyFor(alg: JwtAlgorithm): Promise<SigningKey> {
    const all = await this.allKeys();
    const latest = all.find((key) => algorithmOf(JSON.parse(key.publicKey) as JWK) === alg);
    // After the configured algorithm changes, the next token is signed by a new key of that kind.
    const replaces = latest !== undefined || (alg === this.jwt.algorithm && all.length > 0);
    const key =
      latest && this.isCurrent(latest) ? latest : await this.makeKeyOnce(alg, replaces ? 'expired on use' : null);
    let imported = this.imported.get(key.id);
    if (!imported) {
      imported = this.importSigningKey(key);
      this.imported.set(key.id, imported);
      imported.catch(() => this.imported.delete(key.id));
    }
    return imported;
  }

  /**
   * The public keys, read afresh: the signing one and every older key until the last token it may
   * have signed has expired (its end of signing, plus the time other instances may still sign with it
   * from their read of the table, plus a token's lifetime). Made on first use, as Better Auth does.
   */
  async publicKeySet(): Promise<{ keys: PublishedJwk[] }> {
    let all = await this.keys.findAll();
    if (all.length === 0) all = [await this.makeKeyOnce(this.jwt.algorithm, null)];
    const nowMs = this.clock.nowMs();
    const lifetimeSeconds = Math.max(this.jwt.expiresInSeconds, await this.otherTokensLifetimeSeconds());
    const graceMs = KEY_SET_CACHE_MS + lifetimeSeconds * 1000;
    const published = all.filter((key) => !key.expiresAt || key.expiresAt.getTime() + graceMs > nowMs);
    return { keys: published.map((key) => this.toPublished(key)) };
  }

  /**
   * Lets another issuer that signs with these keys keep a retired key published while its tokens live:
   * `lifetimeSeconds` answers how long those tokens live now (0 when it issues none), read on each key set.
   */
  publishWhileTokensOfLive(lifetimeSeconds: () => Promise<number>): void {
    this.otherTokensLifetimeSeconds = lifetimeSeconds;
  }

  /** Stops every current key signing and makes a new one; the old ones stay published while needed. */
  async rotate(trigger: JwksRotationTrigger): Promise<string> {
    await this.keys.expireSigningKeys(this.clock.now());
    this.cached = null;
    const key = await this.makeKey(this.jwt.algorithm);
    await this.recordRotation(key, trigger);
    return key.id;
  }

  /** Rotates when the signing key has reached the configured age; false when nothing was due. */
  async rotateIfDue(): Promise<boolean> {
    const interval = this.jwt.rotationIntervalSeconds;
    if (interval === null) return false;
    const latest = (await this.keys.findAll()).find(
      (key) => algorithmOf(JSON.parse(key.publicKey) as JWK) === this.jwt.algorithm,
    );
    const endMs = latest?.expiresAt?.getTime() ?? (latest ? latest.createdAt.getTime() + interval * 1000 : 0);
    if (latest && endMs > this.clock.nowMs()) return false;
    await this.rotate('schedule');
    return true;
  }

  /** Re-encrypts every private key under the current secret, so that an earlier secret can be retired. */
  async reencryptPrivateKeys(): Promise<ReencryptionCount> {
    const count = emptyReencryptionCount();
    for (const key of await this.keys.findAll()) {
      let next: string;
      try {
        next = reencryptPrivateKey(key.privateKey, this.keyring);
      } catch {
        count.unreadable += 1;
        continue;
      }
      if (next === key.privateKey) {
        count.current += 1;
        continue;
      }
      await this.keys.swapPrivateKey(key.id, key.privateKey, next);
      count.reencrypted += 1;
    }
    this.cached = null;
    return count;
  }

  /**
   * Every key, newest first, as read within the last KEY_SET_CACHE_MS. A key another instance (or the
   * CLI) made shows here within that time; until then this instance signs with the previous key, which
   * stays published for a token's lifetime, so its tokens verify either way.
   */
  private allKeys(): Promise<StoredJwk[]> {
    const nowMs = this.clock.nowMs();
    if (!this.cached || nowMs - this.cached.readAtMs >= KEY_SET_CACHE_MS || nowMs < this.cached.readAtMs) {
      const keys = this.keys.findAll();
      this.cached = { keys, readAtMs: nowMs };
      keys.catch(() => (this.cached = null));
    }
    return this.cached.keys;
  }

  private isCurrent(key: StoredJwk): boolean {
    return !key.expiresAt || key.expiresAt.getTime() > this.clock.nowMs();
  }

  /** Makes a key of `alg`, or joins the one being made; `trigger` when it replaces a key that can no longer sign. */
  private makeKeyOnce(alg: JwtAlgorithm, trigger: JwksRotationTrigger | null): Promise<StoredJwk> {
    let making = this.making.get(alg);
    if (!making) {
      making = this.makeKey(alg)
        .then(async (key) => {
          if (trigger) await this.recordRotation(key, trigger);
          return key;
        })
        .finally(() => this.making.delete(alg));
      this.making.set(alg, making);
    }
    return making;
  }

  /** No request started a rotation, so its event names no user; what made it happen is in its details. */
  private async recordRotation(key: StoredJwk, trigger: JwksRotationTrigger): Promise<void> {
    this.logger.log(`Rotated the signing key (${trigger}); the new key is ${key.id}`);
    await this.audit.record('jwks.rotate', trigger === 'command line' ? CLI_CALLER : NO_CALLER, AUDIT_SUCCESS, {
      targetType: 'signing-key',
      targetId: key.id,
      metadata: { trigger, alg: algorithmOf(JSON.parse(key.publicKey) as JWK) ?? this.jwt.algorithm },
    });
  }

  private async makeKey(alg: JwtAlgorithm): Promise<StoredJwk> {
    this.cached = null;
    const { publicKey, privateKey } = await generateKeyPair(alg, { ...KEY_PAIR_OPTIONS[alg], extractable: true });
    const now = this.clock.now();
    const interval = this.jwt.rotationIntervalSeconds;
    const publicJwk = await exportJWK(publicKey);
    return this.keys
      .create({
        id: generateId(),
        publicKey: JSON.stringify(publicJwk),
        privateKey: encryptPrivateKey(JSON.stringify(await exportJWK(privateKey)), this.keyring),
        createdAt: now,
        expiresAt: interval === null ? null : new Date(now.getTime() + interval * 1000),
        alg,
        crv: publicJwk.crv ?? null,
      })
      .finally(() => (this.cached = null));
  }

  private async importSigningKey(key: StoredJwk): Promise<SigningKey> {
    let privateJwk: JWK;
    try {
      privateJwk = JSON.parse(decryptPrivateKey(key.privateKey, this.keyring)) as JWK;
    } catch {
      throw new AuthError(JWT_ERRORS.FAILED_TO_DECRYPT_PRIVATE_KEY);
    }
    const alg = algorithmOf(JSON.parse(key.publicKey) as JWK) ?? this.jwt.algorithm;
    return { kid: key.id, alg, privateKey: await importJWK(privateJwk, alg) };
  }

  private toPublished(key: StoredJwk): PublishedJwk {
    const jwk = JSON.parse(key.publicKey) as JWK;
    const alg = algorithmOf(jwk) ?? this.jwt.algorithm;
    return { alg, ...(jwk as Omit<PublishedJwk, 'kid' | 'alg'>), kid: key.id } as PublishedJwk;
  }
}
