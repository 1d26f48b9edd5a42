/** A user's enrolment: secret and backup codes as stored, encrypted with the auth secret. */
export interface TwoFactor {
  id: string;
  userId: string;
  secret: string;
  backupCodes: string;
  /** False between enable and the first accepted code (Better Auth 1.7's meaning); null on 1.4 rows. */
  verified: boolean | null;
  /** The last TOTP time step a code was accepted for; null before the first. */
  lastAcceptedTimeStep: number | null;
}

/** The ways a user can pass the second factor, as Better Auth 1.7 lists them at sign-in. */
export type TwoFactorMethod = 'totp' | 'otp';

/** The sign-in answer while the second factor is due: 1.4 says only that; 1.7 adds the methods. */
export type TwoFactorRedirect = { twoFactorRedirect: true; twoFactorMethods?: TwoFactorMethod[] };
