import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { readCookies, serializeCookie, serializeExpiredCookie } from '../../platform/common/http/cookies';
import { SecretKeyring } from '../../platform/common/crypto/secret-keyring';
import { AppConfig } from '../../platform/config/app-config';
import { STATE_COOKIE_MAX_AGE_SECONDS } from './social.constants';

/** Better Auth's signed `state` cookie: a callback is only accepted in the browser that began the sign-in. */
@Injectable()
export class StateCookie {
  private readonly secure: boolean;
  readonly name: string;

  constructor(
    config: AppConfig,
    private readonly keyring: SecretKeyring,
  ) {
    this.secure = config.baseUrl.startsWith('https://');
    this.name = `${this.secure ? '__Secure-' : ''}${config.advanced.cookiePrefix}.state`;
  }

  write(res: Response, state: string): void {
    res.append(
      'Set-Cookie',
      serializeCookie(this.name, this.keyring.sign(state), {
        maxAge: STATE_COOKIE_MAX_AGE_SECONDS,
        secure: this.secure,
      }),
    );
  }

  /** The state from a correctly signed cookie, else null. */
  read(req: Request): string | null {
    const raw = readCookies(req.headers.cookie)[this.name];
    return raw ? this.keyring.unsign(raw) : null;
  }

  clear(res: Response): void {
    res.append('Set-Cookie', serializeExpiredCookie(this.name, this.secure));
  }
}
