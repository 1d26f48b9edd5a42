import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { readCookies, serializeCookie } from '../../platform/common/http/cookies';
import { SecretKeyring } from '../../platform/common/crypto/secret-keyring';
import { AppConfig } from '../../platform/config/app-config';
import { CHALLENGE_COOKIE_NAME, CHALLENGE_MAX_AGE_SECONDS } from './passkey.constants';

/**
 * Better Auth's signed `better-auth-passkey` cookie: the token naming a ceremony's challenge, so a
 * response is only accepted from the browser that asked for the options.
 */
@Injectable()
export class ChallengeCookie {
  private readonly secure: boolean;
  readonly name: string;

  constructor(
    config: AppConfig,
    private readonly keyring: SecretKeyring,
  ) {
    this.secure = config.baseUrl.startsWith('https://');
    this.name = `${this.secure ? '__Secure-' : ''}${config.advanced.cookiePrefix}.${CHALLENGE_COOKIE_NAME}`;
  }

  write(res: Response, token: string): void {
    res.append(
      'Set-Cookie',
      serializeCookie(this.name, this.keyring.sign(token), {
        maxAge: CHALLENGE_MAX_AGE_SECONDS,
        secure: this.secure,
      }),
    );
  }

  /** The token from a correctly signed cookie, else null. */
  read(req: Request): string | null {
    const raw = readCookies(req.headers.cookie)[this.name];
    return raw ? this.keyring.unsign(raw) : null;
  }
}
