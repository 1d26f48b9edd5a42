import { Injectable } from '@nestjs/common';
import { UserDirectory } from '../../../identity/user/user-directory';
import { User } from '../../../identity/user/user.types';
import { Clock } from '../../../platform/common/time/clock';
import { OAuthAccessTokenRepository } from '../storage/oauth-access-token.repository';
import { OAuthConsentRepository } from '../storage/oauth-consent.repository';
import { OAuthRefreshTokenRepository } from '../storage/oauth-refresh-token.repository';
import { OAuthClientAccess } from './oauth-client-access';
import { OAuthClientReads } from './oauth-client-reads.service';

interface ClientConsent {
  id: string;
  userId: string | null;
  name: string | null;
  email: string | null;
  scopes: string[];
  createdAt: Date;
}

export interface ClientGrants {
  consents: ClientConsent[];
  tokens: { activeAccessTokens: number; activeRefreshTokens: number; lastIssuedAt: Date | null };
}

/** Who consented to one of the caller's clients and how many of its tokens are live, for the dashboard. */
@Injectable()
export class OAuthClientGrantsService {
  constructor(
    private readonly reads: OAuthClientReads,
    private readonly access: OAuthClientAccess,
    private readonly consents: OAuthConsentRepository,
    private readonly accessTokens: OAuthAccessTokenRepository,
    private readonly refreshTokens: OAuthRefreshTokenRepository,
    private readonly users: UserDirectory,
    private readonly clock: Clock,
  ) {}

  /** Refuses exactly as get-client does: same permission, same owner rule, same not-found. */
  async get(user: User, clientId: string): Promise<ClientGrants> {
    await this.access.assertAllowed(user, 'read');
    const client = await this.reads.getClient(clientId);
    this.access.assertOwner(user, client);
    const now = this.clock.now();
    const [consents, activeAccessTokens, activeRefreshTokens, lastIssuedAt] = await Promise.all([
      this.consents.listByClient(clientId),
      this.accessTokens.countActiveByClient(clientId, now),
      this.refreshTokens.countActiveByClient(clientId, now),
      this.accessTokens.lastIssuedAt(clientId),
    ]);
    const names = await this.users.namesOf(consents.flatMap((consent) => (consent.userId ? [consent.userId] : [])));
    return {
      consents: consents.map((consent) => {
        const named = consent.userId ? names.get(consent.userId) : undefined;
        return {
          id: consent.id,
          userId: consent.userId,
          name: named?.name ?? null,
          email: named?.email ?? null,
          scopes: consent.scopes,
          createdAt: consent.createdAt,
        };
      }),
      tokens: { activeAccessTokens, activeRefreshTokens, lastIssuedAt },
    };
  }
}
