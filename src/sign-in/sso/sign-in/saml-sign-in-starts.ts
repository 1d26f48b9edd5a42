import { Injectable } from '@nestjs/common';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { SsoProvider, SsoReturnUrls } from '../sso-provider.types';
import { SSO_SIGN_IN_ERRORS } from './sso-sign-in.errors';

/** What the SAML module answers `POST /sign-in/sso` for a SAML provider: the IdP URL (SAMLRequest, RelayState). */
export interface SamlSignInStarter {
  startUrl(provider: SsoProvider, urls: SsoReturnUrls): Promise<string>;
}

/**
 * Where the SAML module plugs in the start of its sign-in, so `POST /sign-in/sso` sends SAML providers there
 * without this module knowing SAML. Until one is registered, a SAML provider's sign-in answers 501.
 */
@Injectable()
export class SamlSignInStarts {
  private starter: SamlSignInStarter | null = null;

  register(starter: SamlSignInStarter): void {
    if (this.starter) throw new Error('A SAML sign-in starter is already registered');
    this.starter = starter;
  }

  startUrl(provider: SsoProvider, urls: SsoReturnUrls): Promise<string> {
    if (!this.starter) throw new AuthError(SSO_SIGN_IN_ERRORS.SAML_SIGN_IN_NOT_AVAILABLE);
    return this.starter.startUrl(provider, urls);
  }
}
