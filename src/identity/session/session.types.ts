import { User } from '../user/user.types';

export interface Session {
  id: string;
  token: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  /** Set on sessions an administrator made by impersonating the user. */
  impersonatedBy: string | null;
  /** The organization the session works in, if any. */
  activeOrganizationId: string | null;
  /** The team the session works in, if any. */
  activeTeamId: string | null;
  /**
   * When the session met the second-factor requirement: made or confirmed by a second factor, a
   * trusted device, a passkey or an identity provider. Null: a password alone, or a session another
   * app (Better Auth) made.
   */
  secondFactorAt: Date | null;
}

/** What set-active changes: a field left out keeps its value. */
export interface ActiveWorkspace {
  activeOrganizationId?: string | null;
  activeTeamId?: string | null;
}

/** The signed-in caller: the session and its user. */
export interface ActiveSession {
  session: Session;
  user: User;
  /** Set when an API key stands in for a session; its token is the key, so it never goes into a cookie. */
  viaApiKey?: boolean;
}

export interface NewSessionInput {
  userId: string;
  rememberMe: boolean;
  ipAddress: string | null;
  userAgent: string | null;
  /** The sign-in passed a second factor (or needed none: passkey, identity provider). */
  secondFactorPassed?: boolean;
}

export interface ImpersonationInput {
  userId: string;
  adminId: string;
  expiresInSeconds: number;
  ipAddress: string | null;
  userAgent: string | null;
}

export type { RequestMeta } from '../../platform/runtime/http/request-meta';
