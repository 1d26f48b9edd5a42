export type SsoProtocol = 'oidc' | 'saml';

/** A provider as `/sso/providers` and `/sso/get-provider` answer it: never its client secret. */
export interface SsoProvider {
  providerId: string;
  type: SsoProtocol;
  issuer: string;
  domain: string;
  organizationId: string | null;
  domainVerified: boolean;
  oidcConfig?: {
    discoveryEndpoint?: string;
    clientIdLastFour?: string;
    scopes?: string[];
  };
  samlConfig?: {
    entryPoint?: string;
    wantAssertionsSigned?: boolean;
  };
}

/** What `/sso/register` answers beyond the provider: the token to publish, while verification is on. */
export interface RegisteredSsoProvider {
  providerId: string;
  domainVerificationToken?: string;
}

export interface RegisterSsoProviderBody {
  providerId: string;
  issuer: string;
  domain: string;
  organizationId: string;
  oidcConfig?: { clientId: string; clientSecret: string; scopes: string[] };
  samlConfig?: {
    entryPoint: string;
    idpMetadata: { metadata: string };
    wantAssertionsSigned: true;
  };
}
