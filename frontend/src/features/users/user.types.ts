/** A user as the admin API answers it. */
export interface AdminUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image?: string | null;
  role?: string | null;
  banned?: boolean | null;
  banReason?: string | null;
  banExpires?: string | Date | null;
  twoFactorEnabled?: boolean | null;
  /** How many passkeys the user has; in the answers of list-users, get-user and the second-factor actions. */
  passkeyCount?: number;
  createdAt: string | Date;
  updatedAt: string | Date;
}

export interface UserSession {
  id: string;
  token: string;
  userId: string;
  expiresAt: string | Date;
  createdAt: string | Date;
  updatedAt: string | Date;
  ipAddress?: string | null;
  userAgent?: string | null;
  impersonatedBy?: string | null;
}

/** The sign-in lock of a user's e-mail address, after failed passwords. */
export interface UserLock {
  locked: boolean;
  lockedUntil: string | null;
  /** Failed passwords counted towards the next lock. */
  failedAttempts: number;
}
