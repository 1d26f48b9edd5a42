import { Injectable } from '@nestjs/common';
import type { IncomingMessage as Request, ServerResponse as Response } from 'node:http';
import {
  appendSetCookie,
  readCookies,
  serializeCookie,
  serializeExpiredCookie,
} from '../../platform/common/http/cookies';
import { SecretKeyring } from '../../platform/common/crypto/secret-keyring';
import { AppConfig } from '../../platform/config/app-config';
import {
  PENDING_SIGN_IN_COOKIE,
  PENDING_SIGN_IN_MAX_AGE_SECONDS,
  TRUST_DEVICE_COOKIE,
  TRUST_DEVICE_MAX_AGE_SECONDS,
} from './two-factor.constants';

/** The pending sign-in and trusted-device cookies, signed and named as Better Auth's plugin does. */
@Injectable()
export class TwoFactorCookies {
  private readonly secure: boolean;
  private readonly domain: string | undefined;
  private readonly pendingName: string;
  private readonly trustName: string;

  constructor(
    config: AppConfig,
    private readonly keyring: SecretKeyring,
  ) {
    this.secure = config.baseUrl.startsWith('https://');
    this.domain = config.cookieDomain ?? undefined;
    const prefix = `${this.secure ? '__Secure-' : ''}${config.advanced.cookiePrefix}`;
    this.pendingName = `${prefix}.${PENDING_SIGN_IN_COOKIE}`;
    this.trustName = `${prefix}.${TRUST_DEVICE_COOKIE}`;
  }

  /** The pending sign-in's identifier from a correctly signed cookie, else null. */
  readPending(req: Request): string | null {
    return this.read(req, this.pendingName);
  }

  writePending(res: Response, identifier: string): void {
    this.write(res, this.pendingName, identifier, PENDING_SIGN_IN_MAX_AGE_SECONDS);
  }

  clearPending(res: Response): void {
    appendSetCookie(res, [serializeExpiredCookie(this.pendingName, this.secure, this.domain)]);
  }

  readTrustedDevice(req: Request): string | null {
    return this.read(req, this.trustName);
  }

  writeTrustedDevice(res: Response, value: string): void {
    this.write(res, this.trustName, value, TRUST_DEVICE_MAX_AGE_SECONDS);
  }

  clearTrustedDevice(res: Response): void {
    appendSetCookie(res, [serializeExpiredCookie(this.trustName, this.secure, this.domain)]);
  }

  private read(req: Request, name: string): string | null {
    const raw = readCookies(req.headers.cookie)[name];
    return raw ? this.keyring.unsign(raw) : null;
  }

  private write(res: Response, name: string, value: string, maxAge: number): void {
    const signed = this.keyring.sign(value);
    appendSetCookie(res, [serializeCookie(name, signed, { secure: this.secure, domain: this.domain, maxAge })]);
  }
}
