/** One registered WebAuthn credential, as Better Auth's `passkey` table holds it. */
export interface Passkey {
  id: string;
  name: string | null;
  publicKey: string;
  userId: string;
  credentialID: string;
  counter: number;
  deviceType: string;
  backedUp: boolean;
  transports: string | null;
  createdAt: Date | null;
  aaguid: string | null;
}

export type PasskeyCeremony = 'registration' | 'authentication';

/** What a ceremony's challenge entry in `verification` holds, in Better Auth's JSON shape. */
export interface PasskeyChallenge {
  /** Which ceremony it was issued for, as Better Auth 1.7 records it; so neither can redeem the other's. */
  type: PasskeyCeremony;
  expectedChallenge: string;
  /** The user who asked for the options; empty for a sign-in begun without a session. */
  userData: { id: string };
}
