import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { SessionCookies } from '../../../identity/session/session-cookies';
import { SsoSignInOutcome } from './sso-sign-in.types';

/** What an SSO callback or ACS route answers: the session cookie when someone was signed in, and the 302. */
@Injectable()
export class SsoSessionRedirect {
  constructor(private readonly cookies: SessionCookies) {}

  send(res: Response, outcome: SsoSignInOutcome): void {
    if (outcome.signedIn) this.cookies.write(res, outcome.signedIn, false);
    res.redirect(302, outcome.location);
  }
}
