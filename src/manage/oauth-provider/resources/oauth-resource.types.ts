/** An `oauthResource` row as the package answers it: JSON columns parsed. */
export interface OAuthResource {
  id: string;
  identifier: string;
  name: string;
  accessTokenTtl: number | null;
  refreshTokenTtl: number | null;
  signingAlgorithm: string | null;
  signingKeyId: string | null;
  allowedScopes: string[] | null;
  customClaims: Record<string, unknown> | null;
  dpopBoundAccessTokensRequired: boolean;
  disabled: boolean;
  createdAt: Date | null;
  updatedAt: Date | null;
  policyVersion: number | null;
  metadata: Record<string, unknown> | null;
}

/** The fields an administrator sets on create and update. */
export type OAuthResourceFields = Partial<
  Pick<
    OAuthResource,
    | 'name'
    | 'accessTokenTtl'
    | 'refreshTokenTtl'
    | 'signingAlgorithm'
    | 'signingKeyId'
    | 'allowedScopes'
    | 'customClaims'
    | 'dpopBoundAccessTokensRequired'
    | 'disabled'
    | 'metadata'
  >
>;

export const RESOURCE_FIELDS = [
  'name',
  'accessTokenTtl',
  'refreshTokenTtl',
  'signingAlgorithm',
  'signingKeyId',
  'allowedScopes',
  'customClaims',
  'dpopBoundAccessTokensRequired',
  'disabled',
  'metadata',
] as const satisfies readonly (keyof OAuthResourceFields)[];
