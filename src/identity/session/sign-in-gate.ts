import { Injectable } from '@nestjs/common';
import type { IncomingMessage as Request, ServerResponse as Response } from 'node:http';
import { User } from '../user/user.types';

/** The ways a user can pass the second factor, as Better Auth 1.7 lists them at sign-in. */
export type TwoFactorMethod = 'totp' | 'otp';

/** The sign-in answer while the second factor is due: 1.4 says only that; 1.7 adds the methods. */
export type TwoFactorRedirect = { twoFactorRedirect: true; twoFactorMethods?: TwoFactorMethod[] };

/**
 * What a right password leads to. Not due: a session now (`trustedDevice`, the renewed cookie value when the
 * browser's trust was used). Due: the identifier for the pending sign-in's cookie, the answer to give, and
 * whether a trusted-device cookie was sent but refused (so it is cleared).
 */
export type SecondFactorGate =
  | { isDue: false; trustedDevice: string | null }
  | { isDue: true; pendingSignIn: string; redirect: TwoFactorRedirect; isTrustRefused: boolean };

/** The step a feature above (two-factor) puts between a right password and a session. */
export interface SignInStep {
  /** The browser's trusted-device cookie, when correctly signed. */
  readTrustedDevice(req: Request): string | null;
  gate(user: User, trustedDeviceCookie: string | null): Promise<SecondFactorGate>;
  /** Writes the cookies the gate's outcome asks for: the renewed trust, or the pending sign-in. */
  writeCookies(res: Response, gate: SecondFactorGate): void;
}

const NO_STEP: SignInStep = {
  readTrustedDevice: () => null,
  gate: () => Promise.resolve({ isDue: false, trustedDevice: null }),
  writeCookies: () => undefined,
};

/**
 * Where the two-factor module plugs its step into the password sign-in, which does not know it.
 * Without one a right password gives a session at once.
 */
@Injectable()
export class SignInGate implements SignInStep {
  private step: SignInStep = NO_STEP;

  register(step: SignInStep): void {
    if (this.step !== NO_STEP) throw new Error('A sign-in step is already registered');
    this.step = step;
  }

  readTrustedDevice(req: Request): string | null {
    return this.step.readTrustedDevice(req);
  }

  gate(user: User, trustedDeviceCookie: string | null): Promise<SecondFactorGate> {
    return this.step.gate(user, trustedDeviceCookie);
  }

  writeCookies(res: Response, gate: SecondFactorGate): void {
    this.step.writeCookies(res, gate);
  }
}
