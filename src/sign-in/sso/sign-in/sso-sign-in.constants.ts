/** The role a provider's organization gives the people its IdP signs in. */
export const SSO_MEMBER_ROLE = 'member';

/** What a sign-in asks the IdP for when neither the request nor the provider names scopes. */
export const DEFAULT_SSO_SCOPES = ['openid', 'email', 'profile', 'offline_access'];
