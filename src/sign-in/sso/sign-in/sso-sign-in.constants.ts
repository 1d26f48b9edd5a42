/** The role a provider's organization gives the people its IdP signs in. */
export const SSO_MEMBER_ROLE = 'member';
