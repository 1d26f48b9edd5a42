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
}

export interface ImpersonationInput {
  userId: string;
  adminId: string;
  expiresInSeconds: number;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface RequestMeta {
  ipAddress: string | null;
  userAgent: string | null;
}
