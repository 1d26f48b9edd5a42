import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SignJWT } from 'jose';
import { Clock } from '../../../platform/common/time/clock';
import { JwksService } from '../../jwt/jwks.service';
import { OAuthClient } from '../storage/oauth-storage.types';
import { ID_TOKEN_LIFETIME_SECONDS, IdTokenAlgorithm } from './oauth-provider.constants';
import { ProviderSettings } from './provider-settings';

export interface IdTokenInput {
  client: OAuthClient;
  userId: string;
  sessionId: string | null;
  nonce?: string;
  authTime?: Date | null;
  accessToken: string;
}

/** The algorithm a client's ID tokens are signed with: RS256 when it registered for it, else EdDSA. */
function idTokenAlgorithmOf(client: OAuthClient): IdTokenAlgorithm {
  return client.metadata?.id_token_signed_response_alg === 'RS256' ? 'RS256' : 'EdDSA';
}

/** OIDC Core §3.1.3.6: the left half of the access token's hash, by the signing algorithm's hash. */
function atHashOf(accessToken: string, alg: IdTokenAlgorithm): string {
  const digest = createHash(alg === 'EdDSA' ? 'sha512' : 'sha256')
    .update(accessToken)
    .digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

/** ID tokens with the package's claims, signed by the service's keys (jose). */
@Injectable()
export class IdTokenSigner {
  constructor(
    private readonly jwks: JwksService,
    private readonly settings: ProviderSettings,
    private readonly clock: Clock,
  ) {}

  async sign(input: IdTokenInput): Promise<string> {
    const alg = idTokenAlgorithmOf(input.client);
    const key = await this.jwks.signingKeyFor(alg);
    const iat = Math.floor(this.clock.nowMs() / 1000);
    const emitSid = Boolean(input.client.enableEndSession || input.client.backchannelLogoutUri);
    const payload = {
      auth_time: input.authTime ? Math.floor(input.authTime.getTime() / 1000) : undefined,
      acr: '0',
      at_hash: atHashOf(input.accessToken, alg),
      iss: this.settings.issuer,
      sub: input.userId,
      aud: input.client.clientId,
      nonce: input.nonce,
      iat,
      exp: iat + ID_TOKEN_LIFETIME_SECONDS,
      sid: emitSid && input.sessionId ? input.sessionId : undefined,
    };
    return new SignJWT(payload).setProtectedHeader({ alg: key.alg, kid: key.kid }).sign(key.privateKey);
  }
}
