import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { AuditService } from '../../../platform/audit/audit.service';
import { AUDIT_SUCCESS } from '../../../platform/audit/audit.types';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { Clock } from '../../../platform/common/time/clock';
import { OAuthError, badRequest } from '../oauth-error';
import { ProviderSettings } from '../protocol/provider-settings';
import { OAuthClientRepository } from '../storage/oauth-client.repository';
import { OAuthConsentRepository } from '../storage/oauth-consent.repository';
import { OAuthConsent } from '../storage/oauth-storage.types';

const notFound = (description: string) => new OAuthError(404, 'not_found', description);

/** A user's own remembered consents, as the package's consent endpoints show and change them. */
@Injectable()
export class UserConsentsService {
  constructor(
    private readonly consents: OAuthConsentRepository,
    private readonly clients: OAuthClientRepository,
    private readonly settings: ProviderSettings,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  list(userId: string): Promise<OAuthConsent[]> {
    return this.consents.listByUser(userId);
  }

  /** The user's consent; 404 when there is none by that id, 401 when it is someone else's. */
  async get(userId: string, id: string | undefined): Promise<OAuthConsent> {
    if (!id) throw notFound('missing id parameter');
    const consent = await this.consents.findById(id);
    if (!consent) throw notFound('no consent');
    if (consent.userId !== userId) throw new AuthError(BASE_ERRORS.UNAUTHORIZED);
    return consent;
  }

  async update(auditCaller: AuditCaller, userId: string, id: string, scopes: string[]): Promise<OAuthConsent> {
    const consent = await this.get(userId, id);
    const client = await this.clients.findByClientId(consent.clientId);
    if (!client) throw notFound('client not found');
    const allowed = client.scopes ?? this.settings.scopes;
    if (!scopes.every((scope) => allowed.includes(scope)))
      throw badRequest('invalid_request', `unable to provide scopes to ${client.referenceId ?? client.userId}`);
    const updatedAt = new Date(Math.floor(this.clock.nowMs() / 1000) * 1000);
    await this.consents.updateScopes(id, scopes, updatedAt);
    await this.audit.record('oauth-consent.update', auditCaller, AUDIT_SUCCESS, {
      ...this.targetOf(consent),
      metadata: { scopes: scopes.join(' ') },
    });
    return { ...consent, scopes, updatedAt };
  }

  async delete(auditCaller: AuditCaller, userId: string, id: string): Promise<void> {
    const consent = await this.get(userId, id);
    await this.consents.delete(id);
    await this.audit.record('oauth-consent.revoke', auditCaller, AUDIT_SUCCESS, {
      ...this.targetOf(consent),
      metadata: { scopes: consent.scopes.join(' ') },
    });
  }

  private targetOf(consent: OAuthConsent) {
    return { actorId: consent.userId, targetType: 'oauth-client' as const, targetId: consent.clientId };
  }
}
