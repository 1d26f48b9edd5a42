import { Injectable, OnModuleInit } from '@nestjs/common';
import type { IncomingMessage as Request, ServerResponse as Response } from 'node:http';
import { AppConfig } from '../../platform/config/app-config';
import {
  SecondFactorGate,
  SignInGate,
  SignInStep,
  TwoFactorMethod,
  TwoFactorRedirect,
} from '../../identity/session/sign-in-gate';
import { User } from '../../identity/user/user.types';
import { PendingSignIns } from './pending-sign-ins';
import { TrustedDevices } from './trusted-devices';
import { TwoFactorCookies } from './two-factor-cookies';
import { TwoFactorRepository } from './two-factor.repository';

/** Decides, after a right password, whether the second factor is due before a session is made. */
@Injectable()
export class TwoFactorSignIn implements SignInStep, OnModuleInit {
  constructor(
    private readonly config: AppConfig,
    private readonly pending: PendingSignIns,
    private readonly trustedDevices: TrustedDevices,
    private readonly enrolments: TwoFactorRepository,
    private readonly cookies: TwoFactorCookies,
    private readonly signInGate: SignInGate,
  ) {}

  onModuleInit(): void {
    this.signInGate.register(this);
  }

  readTrustedDevice(req: Request): string | null {
    return this.cookies.readTrustedDevice(req);
  }

  async gate(user: User, trustedDeviceCookie: string | null): Promise<SecondFactorGate> {
    if (!user.twoFactorEnabled) return { isDue: false, trustedDevice: null };
    if (trustedDeviceCookie) {
      const renewed = await this.trustedDevices.renew(user.id, trustedDeviceCookie);
      if (renewed) return { isDue: false, trustedDevice: renewed };
    }
    return {
      isDue: true,
      pendingSignIn: await this.pending.start(user.id),
      redirect: await this.redirectFor(user),
      isTrustRefused: !!trustedDeviceCookie,
    };
  }

  writeCookies(res: Response, gate: SecondFactorGate): void {
    if (!gate.isDue) {
      if (gate.trustedDevice) this.cookies.writeTrustedDevice(res, gate.trustedDevice);
      return;
    }
    if (gate.isTrustRefused) this.cookies.clearTrustedDevice(res);
    this.cookies.writePending(res, gate.pendingSignIn);
  }

  /** An authenticator only once its enrolment is confirmed; e-mailed codes always, as every user has an address. */
  private async redirectFor(user: User): Promise<TwoFactorRedirect> {
    if (this.config.betterAuthCompat === '1.4') return { twoFactorRedirect: true };
    const enrolment = await this.enrolments.findByUserId(user.id);
    const twoFactorMethods: TwoFactorMethod[] = enrolment && enrolment.verified !== false ? ['totp', 'otp'] : ['otp'];
    return { twoFactorRedirect: true, twoFactorMethods };
  }
}
