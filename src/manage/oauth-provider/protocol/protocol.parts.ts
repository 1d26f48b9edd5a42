import { OAuthProviderMetrics } from '../oauth-provider.metrics';
import { AuthorizationCodes } from './authorization-codes';
import { AuthorizeController } from './authorize.controller';
import { AuthorizeService } from './authorize.service';
import { ClientAuthenticator } from './client-authenticator';
import { AuthorizationServerMetadataController, DiscoveryController } from './discovery.controller';
import { IdTokenKeys } from './id-token-keys';
import { IdTokenSigner } from './id-token-signer';
import { OAuthClientPresence } from './oauth-client-presence.repository';
import { ProviderSettings } from './provider-settings';
import { SessionBoundTokens } from './session-bound-tokens';
import { EndSessionController } from './end-session.controller';
import { EndSessionService } from './end-session.service';
import { TokenController } from './token.controller';
import { TokenIntrospection } from './token-introspection.service';
import { TokenLifecycleController } from './token-lifecycle.controller';
import { TokenRevocation } from './token-revocation.service';
import { TokenGrants } from './token-grants.service';
import { TokenIssuer } from './token-issuer';
import { UserInfoController } from './userinfo.controller';
import { UserInfoService } from './userinfo.service';

/** The protocol's endpoints, for the provider's module. */
export const PROTOCOL_CONTROLLERS = [
  DiscoveryController,
  AuthorizationServerMetadataController,
  AuthorizeController,
  TokenController,
  UserInfoController,
  TokenLifecycleController,
  EndSessionController,
];

/** The protocol's services, for the provider's module. */
export const PROTOCOL_PROVIDERS = [
  ProviderSettings,
  OAuthProviderMetrics,
  AuthorizationCodes,
  AuthorizeService,
  ClientAuthenticator,
  IdTokenSigner,
  IdTokenKeys,
  OAuthClientPresence,
  TokenIssuer,
  TokenGrants,
  UserInfoService,
  TokenIntrospection,
  TokenRevocation,
  SessionBoundTokens,
  EndSessionService,
];
