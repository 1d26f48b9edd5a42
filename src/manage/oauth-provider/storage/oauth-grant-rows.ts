import { readDate, readJsonObject, readStringList, writeJson } from './json-columns';
import { OAuthAccessTokenModel, OAuthConsentModel, OAuthRefreshTokenModel } from './oauth-token.models';
import { OAuthAccessToken, OAuthConsent, OAuthRefreshToken } from './oauth-storage.types';

type GrantRow = OAuthAccessTokenModel | OAuthRefreshTokenModel;

/** A grant record as the row to write: lists and JSON as text. */
export function toGrantRow(record: object): Record<string, unknown> {
  const row: Record<string, unknown> = { ...record };
  for (const field of ['resources', 'requestedUserInfoClaims', 'scopes', 'confirmation'])
    if (field in record) row[field] = writeJson(row[field]);
  return row;
}

function grantOf(row: GrantRow) {
  return {
    id: row.id,
    clientId: row.clientId,
    sessionId: row.sessionId ?? null,
    referenceId: row.referenceId ?? null,
    authorizationCodeId: row.authorizationCodeId ?? null,
    resources: readStringList(row.resources),
    requestedUserInfoClaims: readStringList(row.requestedUserInfoClaims),
    scopes: readStringList(row.scopes) ?? [],
    expiresAt: new Date(row.expiresAt),
    createdAt: new Date(row.createdAt),
    revoked: readDate(row.revoked),
    confirmation: readJsonObject(row.confirmation),
  };
}

export function toRefreshToken(row: OAuthRefreshTokenModel): OAuthRefreshToken {
  return {
    ...grantOf(row),
    token: row.token,
    userId: row.userId,
    rotatedAt: readDate(row.rotatedAt),
    rotationReplayResponse: row.rotationReplayResponse ?? null,
    rotationReplayExpiresAt: readDate(row.rotationReplayExpiresAt),
    authTime: readDate(row.authTime),
  };
}

export function toAccessToken(row: OAuthAccessTokenModel): OAuthAccessToken {
  return { ...grantOf(row), token: row.token ?? null, userId: row.userId ?? null, refreshId: row.refreshId ?? null };
}

export function toConsent(row: OAuthConsentModel): OAuthConsent {
  return {
    id: row.id,
    clientId: row.clientId,
    userId: row.userId ?? null,
    referenceId: row.referenceId ?? null,
    resources: readStringList(row.resources),
    requestedUserInfoClaims: readStringList(row.requestedUserInfoClaims),
    scopes: readStringList(row.scopes) ?? [],
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
}
