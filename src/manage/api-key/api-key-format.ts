import { Injectable } from '@nestjs/common';
import { sha256Base64Url } from '../../platform/common/crypto/digest';
import { randomString } from '../../platform/common/crypto/random';
import { AppConfig } from '../../platform/config/app-config';
import { KEY_ALPHABET } from './api-key.constants';

/**
 * How keys look: generated, stored and accepted from a header. A deployment with its own key
 * format replaces this provider.
 */
@Injectable()
export class ApiKeyFormat {
  constructor(private readonly config: AppConfig) {}

  /** The optional prefix, then `defaultKeyLength` random letters. */
  generate(prefix: string | null): string {
    return `${prefix ?? ''}${randomString(this.config.apiKey.defaultKeyLength, KEY_ALPHABET)}`;
  }

  /** What the `key` column holds: the SHA-256 of the key, unless hashing is off. */
  toStored(key: string): string {
    return this.config.apiKey.disableKeyHashing ? key : sha256Base64Url(key);
  }

  /** The leading characters kept for recognising a key, or null when none are kept. */
  startOf(key: string): string | null {
    const length = this.config.apiKey.startingCharactersLength;
    return length > 0 ? key.slice(0, length) : null;
  }

  /** Whether a value from the header could be a key at all, before any lookup. */
  isPlausible(key: string): boolean {
    return key.length >= this.config.apiKey.defaultKeyLength;
  }
}
