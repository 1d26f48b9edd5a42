export interface User {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  /** Roles, comma-joined (`admin,support`); null for users made before roles existed. */
  role: string | null;
  banned: boolean;
  banReason: string | null;
  banExpires: Date | null;
  /** Set once the user has confirmed a second factor (a first accepted TOTP code). */
  twoFactorEnabled: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Configured fields beyond Better Auth's own that responses show. */
  additionalFields: Record<string, unknown>;
}

/** How a user is shown to people: for lists that name many users, such as the audit log. */
export type UserName = Pick<User, 'id' | 'name' | 'email'>;

export interface Account {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Date | null;
  refreshTokenExpiresAt: Date | null;
  scope: string | null;
  password: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A provider's tokens as an account row keeps them (scopes comma-joined, as Better Auth stores them). */
export type AccountTokens = Pick<
  Account,
  'accessToken' | 'refreshToken' | 'idToken' | 'accessTokenExpiresAt' | 'refreshTokenExpiresAt' | 'scope'
>;

/** An account at a social or OpenID Connect provider, identified there by `accountId`. */
export interface ProviderAccountInput {
  providerId: string;
  accountId: string;
  tokens: AccountTokens;
}

/** The fields a caller may change on a user; never ids, timestamps or verification state. */
export interface UserProfilePatch {
  name?: string;
  image?: string | null;
  additionalFields?: Record<string, unknown>;
}

export const CREDENTIAL_PROVIDER_ID = 'credential';
