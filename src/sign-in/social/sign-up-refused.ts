import { AuthError } from '../../platform/common/errors/auth-error';
import { BetterAuthLine } from '../../platform/config/app-config';
import { CallbackFailure } from './callback-failure';
import { SOCIAL_ERRORS } from './social.errors';

/**
 * A first provider sign-in that SIGN_UP refuses: the callback sends the browser to the error page with
 * `error=signup_disabled`, as Better Auth does with `disableSignUp`; outside the listed domains the
 * description names them.
 */
export class SignUpRefused extends CallbackFailure {
  constructor(description?: string) {
    super('signup_disabled', description);
  }

  /** The ID-token sign-in's answer: 401 `signup disabled`, coded as each Better Auth line codes it. */
  toAuthError(line: BetterAuthLine): AuthError {
    const entry = line === '1.4' ? SOCIAL_ERRORS.SIGNUP_DISABLED : SOCIAL_ERRORS.OAUTH_LINK_ERROR;
    return new AuthError(entry, this.description ? { message: `${entry.message}: ${this.description}` } : {});
  }
}
