/** What the admin roles may do with sign-in locks, beside Better Auth's admin statements. */
export const ACCOUNT_LOCKOUT_ADMIN_GRANTS = { lockout: ['unlock'] } as const;
