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
