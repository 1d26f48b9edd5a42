import { Injectable } from '@nestjs/common';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { SsoProviders } from '../providers/sso-providers';
import { SamlAuthnRequests } from './saml-authn-requests';
import { serviceProviderFor } from './saml-entities';
import { SAML_ERRORS } from './saml.errors';

/** Our service-provider metadata for one provider, to load into its IdP. */
@Injectable()
export class SamlSpMetadata {
  constructor(
    private readonly providers: SsoProviders,
    private readonly requests: SamlAuthnRequests,
  ) {}

  async xmlFor(providerId: string): Promise<string> {
    const provider = await this.providers.findByProviderId(providerId);
    if (!provider) throw new AuthError(SAML_ERRORS.NO_PROVIDER_FOUND_FOR_THE_GIVEN_PROVIDERID);
    if (!provider.samlConfig) throw new AuthError(SAML_ERRORS.INVALID_SAML_CONFIGURATION);
    return serviceProviderFor(provider.samlConfig, this.requests.acsUrlOf(providerId)).getMetadata();
  }
}
