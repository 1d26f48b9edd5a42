import { toProviderTokens } from './provider-tokens';

describe('toProviderTokens', () => {
  const nowMs = Date.UTC(2026, 0, 1);

  it('makes the expiries absolute', () => {
    const tokens = toProviderTokens(
      { access_token: 'a', token_type: 'bearer', expires_in: 3600, refresh_token_expires_in: 86_400 },
      nowMs,
      [],
    );
    expect(tokens.accessTokenExpiresAt).toEqual(new Date(nowMs + 3_600_000));
    expect(tokens.refreshTokenExpiresAt).toEqual(new Date(nowMs + 86_400_000));
  });

  it('keeps no expiry a date column could not hold, rather than failing the sign-in', () => {
    const tokens = toProviderTokens(
      { access_token: 'a', token_type: 'bearer', expires_in: 1e16, refresh_token_expires_in: 1e300 },
      nowMs,
      [],
    );
    expect(tokens.accessTokenExpiresAt).toBeNull();
    expect(tokens.refreshTokenExpiresAt).toBeNull();
  });
});
