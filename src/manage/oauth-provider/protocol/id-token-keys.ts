import { Injectable, OnModuleInit } from '@nestjs/common';
import { JwksService } from '../../jwt/jwks.service';
import { OAuthClientPresence } from './oauth-client-presence.repository';
import { ID_TOKEN_LIFETIME_SECONDS } from './oauth-provider.constants';

/**
 * Keeps a retired signing key in the key set while the ID tokens it signed live (10 hours, against the JWT
 * plugin's minutes), once the provider has clients: relying parties verify `id_token_hint` long after sign-in.
 * A service with no client keeps the JWT plugin's key set as it was.
 */
@Injectable()
export class IdTokenKeys implements OnModuleInit {
  constructor(
    private readonly jwks: JwksService,
    private readonly clients: OAuthClientPresence,
  ) {}

  onModuleInit(): void {
    this.jwks.publishWhileTokensOfLive(async () => ((await this.clients.any()) ? ID_TOKEN_LIFETIME_SECONDS : 0));
  }
}
