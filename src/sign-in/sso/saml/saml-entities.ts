import type { IdentityProviderConstructor, ServiceProviderConstructor } from 'samlify/types/src/types';
import type { SamlProviderConfig } from '../sso-provider.types';
import { SAML_CLOCK_SKEW_MS, SAML_POST_BINDING, SAML_REDIRECT_BINDING } from './saml.constants';
import { samlify } from './samlify';

/**
 * Our side of a provider: its entity id is the provider's issuer (or the configured SP entity id), it takes
 * answers only over HTTP-POST at `acsUrl`, and it always asks for signed assertions, whatever the provider's
 * `wantAssertionsSigned` says, because an unsigned assertion is never accepted.
 */
export function serviceProviderFor(config: SamlProviderConfig, acsUrl: string): ServiceProviderConstructor {
  const metadata = samlify
    .SPMetadata({
      entityID: config.spMetadata?.entityID || config.issuer,
      assertionConsumerService: [{ Binding: SAML_POST_BINDING, Location: acsUrl }],
      wantAssertionsSigned: true,
      authnRequestsSigned: false,
      nameIDFormat: config.identifierFormat ? [config.identifierFormat] : undefined,
    })
    .getMetadata();
  return samlify.ServiceProvider({
    metadata,
    allowCreate: true,
    clockDrifts: [-SAML_CLOCK_SKEW_MS, SAML_CLOCK_SKEW_MS],
  });
}

/** The IdP as the provider describes it: its metadata XML, else its entity id, SSO URL and certificates. */
export function identityProviderFor(config: SamlProviderConfig): IdentityProviderConstructor {
  const idp = config.idpMetadata;
  if (idp.metadata) return samlify.IdentityProvider({ metadata: idp.metadata });
  const certs = idp.cert ?? config.cert;
  return samlify.IdentityProvider({
    entityID: idp.entityID,
    singleSignOnService: idp.singleSignOnService ?? [{ Binding: SAML_REDIRECT_BINDING, Location: config.entryPoint }],
    signingCert: Array.isArray(certs) ? certs : certs ? [certs] : undefined,
    wantAuthnRequestsSigned: false,
  });
}
