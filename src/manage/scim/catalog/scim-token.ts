import { Injectable } from '@nestjs/common';
import { SecretKeyring } from '../../../platform/common/crypto/secret-keyring';
import { constantTimeEqual, hmacSha256 } from '../../../platform/common/crypto/hmac';
import { randomString } from '../../../platform/common/crypto/random';
import { SCIM_IDENTIFIER_LENGTH, SCIM_SECRET_LENGTH } from './scim-catalog.constants';

const URL_SAFE = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_';
const MANAGED_TOKEN = /^(ba_scim_credential_[A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;
// Separates this digest's key from every other key the service derives from its secrets.
const KEY_PURPOSE = 'scim-managed-credential';

/** `prefix` and 32 URL-safe random characters: a connection or credential id. */
export function newOpaqueId(prefix: string): string {
  return `${prefix}${randomString(SCIM_IDENTIFIER_LENGTH, URL_SAFE)}`;
}

/** `<credentialId>.<secret>`: the bearer token a SCIM client sends. */
export function newToken(credentialId: string): string {
  return `${credentialId}.${randomString(SCIM_SECRET_LENGTH, URL_SAFE)}`;
}

/** The credential a managed token names, or null when it is not shaped as one. */
export function credentialIdOf(token: string): string | null {
  return MANAGED_TOKEN.exec(token)?.[1] ?? null;
}

/**
 * Keyed digests of SCIM tokens: HMAC-SHA256 under a key derived from the service's secret, so a stolen table
 * cannot be checked against guessed tokens without the secret. A digest made under any secret still held
 * verifies, so a new secret does not cut every SCIM client off.
 */
@Injectable()
export class ScimTokenDigests {
  private readonly currentKey: string;
  private readonly keys: readonly string[];

  constructor(keyring: SecretKeyring) {
    this.currentKey = hmacSha256(keyring.current, KEY_PURPOSE, 'base64url');
    this.keys = keyring.verifying.map((secret) => hmacSha256(secret, KEY_PURPOSE, 'base64url'));
  }

  digest(token: string): string {
    return hmacSha256(this.currentKey, token, 'base64url');
  }

  matches(token: string, digest: string): boolean {
    let matched = false;
    // Every key is tried, so the time taken does not tell which one matched.
    for (const key of this.keys) matched = constantTimeEqual(digest, hmacSha256(key, token, 'base64url')) || matched;
    return matched;
  }
}
