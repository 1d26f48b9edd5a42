import type { TokenEndpointResponse } from 'oauth4webapi';
import { ProviderTokens } from '../social.types';

/** A token response as stored on the account: expiries made absolute against `nowMs`, scopes split. */
export function toProviderTokens(response: TokenEndpointResponse, nowMs: number, requestedScopes: readonly string[]): ProviderTokens {
  const refreshExpiresIn = Number(response.refresh_token_expires_in);
  return {
    accessToken: response.access_token ?? null,
    refreshToken: response.refresh_token ?? null,
    idToken: response.id_token ?? null,
    accessTokenExpiresAt: typeof response.expires_in === 'number' ? new Date(nowMs + response.expires_in * 1000) : null,
    refreshTokenExpiresAt: Number.isFinite(refreshExpiresIn) && refreshExpiresIn > 0 ? new Date(nowMs + refreshExpiresIn * 1000) : null,
    scopes: typeof response.scope === 'string' ? response.scope.split(/[\s,]+/).filter(Boolean) : [...requestedScopes],
  };
}
