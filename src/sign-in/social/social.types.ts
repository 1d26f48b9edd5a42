/** What a provider's token endpoint gave back, with expiries made absolute. */
export interface ProviderTokens {
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Date | null;
  refreshTokenExpiresAt: Date | null;
  scopes: string[];
}

/** The user as the provider describes them; `id` is the provider's subject, kept as the account's accountId. */
export interface ProviderProfile {
  id: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  image: string | null;
  /** Everything the provider said, for account-info. */
  raw: Record<string, unknown>;
}

export interface AuthorizationRequest {
  state: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  scopes?: string[];
  loginHint?: string;
}

/** One configured provider: OpenID Connect, or OAuth 2 without it (GitHub). */
export interface SocialProvider {
  readonly id: string;
  readonly name: string;
  /** Whether an ID token obtained elsewhere can be verified here (`idToken` sign-in and linking). */
  readonly verifiesIdTokens: boolean;
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /** Trades the callback's parameters (code, state, iss) for tokens; the ID token, if any, is verified. */
  exchangeCode(
    callback: URLSearchParams,
    codeVerifier: string,
    redirectUri: string,
    expectedNonce: string,
  ): Promise<ProviderTokens>;
  refresh(refreshToken: string): Promise<ProviderTokens>;
  /** The verified claims of an ID token; a catalogue error naming what is wrong otherwise. */
  verifyIdToken(idToken: string, expectedNonce?: string): Promise<Record<string, unknown>>;
  /** The user behind the tokens: from a verified ID token, or the provider's user-info endpoint. */
  profile(tokens: Pick<ProviderTokens, 'idToken' | 'accessToken'>): Promise<ProviderProfile | null>;
}

/** What the state carries from the sign-in request to the callback. */
export interface OAuthStateData {
  callbackURL: string;
  codeVerifier: string;
  nonce: string;
  errorURL?: string;
  newUserURL?: string;
  /** Present when a signed-in user links another account rather than signing in. */
  link?: { email: string; userId: string };
  requestSignUp?: boolean;
  expiresAt: number;
}
