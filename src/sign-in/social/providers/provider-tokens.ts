import type { TokenEndpointResponse } from 'oauth4webapi';
import { storableDateAfter } from '../../../platform/common/time/storable-date';
import { ProviderTokens } from '../social.types';

/** A token response as stored on the account: expiries made absolute against `nowMs`, scopes split. */
export function toProviderTokens(
  response: TokenEndpointResponse,
  nowMs: number,
  requestedScopes: readonly string[],
): ProviderTokens {
  const refreshExpiresIn = Number(response.refresh_token_expires_in);
  return {
    accessToken: response.access_token ?? null,
    refreshToken: response.refresh_token ?? null,
    idToken: response.id_token ?? null,
    // A provider's expiry too far off for a date column is stored as none: the token is then used until refused.
    accessTokenExpiresAt:
      typeof response.expires_in === 'number' ? storableDateAfter(nowMs, response.expires_in) : null,
    refreshTokenExpiresAt: refreshExpiresIn > 0 ? storableDateAfter(nowMs, refreshExpiresIn) : null,
    scopes: typeof response.scope === 'string' ? response.scope.split(/[\s,]+/).filter(Boolean) : [...requestedScopes],
  };
}
