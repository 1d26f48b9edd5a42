import { loadConfig } from '../../platform/config/load-config';
import { sha256Base64Url } from '../../platform/common/crypto/digest';
import { ApiKeyFormat } from './api-key-format';

function format(apiKey: Record<string, unknown> = {}): ApiKeyFormat {
  return new ApiKeyFormat(loadConfig({ env: {}, overrides: { apiKey } }));
}

describe('ApiKeyFormat', () => {
  it('generates the prefix followed by 64 random letters', () => {
    const key = format().generate('proj_');
    expect(key).toMatch(/^proj_[A-Za-z]{64}$/);
    expect(format().generate(null)).toMatch(/^[A-Za-z]{64}$/);
    expect(format().generate(null)).not.toBe(format().generate(null));
  });

  it('stores the SHA-256 of the key unless hashing is disabled', () => {
    expect(format().toStored('secret-key')).toBe(sha256Base64Url('secret-key'));
    expect(format({ disableKeyHashing: true }).toStored('secret-key')).toBe('secret-key');
  });

  it('keeps the first six characters, or none when so configured', () => {
    expect(format().startOf('proj_abcdefgh')).toBe('proj_a');
    expect(format({ startingCharactersLength: 0 }).startOf('proj_abcdefgh')).toBeNull();
  });

  it('finds a header value plausible only from the default key length up', () => {
    expect(format().isPlausible('a'.repeat(64))).toBe(true);
    expect(format().isPlausible('a'.repeat(63))).toBe(false);
  });
});
