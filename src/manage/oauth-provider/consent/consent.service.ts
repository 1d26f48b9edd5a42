import { Injectable } from '@nestjs/common';
import { ActiveSession } from '../../../identity/session/session.types';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { AuditService } from '../../../platform/audit/audit.service';
import { AUDIT_SUCCESS } from '../../../platform/audit/audit.types';
import { generateId } from '../../../platform/common/crypto/random';
import { Clock } from '../../../platform/common/time/clock';
import { withParameters } from '../protocol/authorization-response';
import { AuthorizeService } from '../protocol/authorize.service';
import { badRequest } from '../oauth-error';
import { ProviderSettings } from '../protocol/provider-settings';
import { OAuthConsentRepository } from '../storage/oauth-consent.repository';
import { SignedRequests, isFreshFor, toQueryObject, withoutPrompt } from './signed-requests';

export interface ConsentAnswer {
  accept: boolean;
  /** The scopes accepted, space-separated; all those asked for when absent. */
  scope?: string;
  oauth_query?: string;
}

/** The consent page's answer, as the package's `/oauth2/consent` takes it: remembered, then the authorization on. */
@Injectable()
export class ConsentService {
  constructor(
    private readonly requests: SignedRequests,
    private readonly consents: OAuthConsentRepository,
    private readonly authorization: AuthorizeService,
    private readonly settings: ProviderSettings,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async answer(auditCaller: AuditCaller, answer: ConsentAnswer, active: ActiveSession): Promise<string> {
    if (!answer.oauth_query) throw badRequest('invalid_request', 'missing oauth query');
    const { query, issuedAtMs } = this.requests.read(answer.oauth_query);
    const asked = query.get('scope')?.split(' ') ?? [];
    const clientId = query.get('client_id');
    if (!clientId) throw badRequest('invalid_client', 'client_id is required');
    const accepted = answer.scope?.split(' ');
    if (accepted && !accepted.every((scope) => asked.includes(scope)))
      throw badRequest('invalid_request', 'Scope not originally requested');
    if (answer.accept !== true) {
      return withParameters(query.get('redirect_uri') ?? '', {
        error: 'access_denied',
        error_description: 'User denied access',
        state: query.get('state') ?? undefined,
        iss: this.settings.issuer,
      });
    }
    const loginAsked = (query.get('prompt') ?? '').split(' ').includes('login');
    const loginMet = loginAsked && isFreshFor(active.session.createdAt, issuedAtMs);
    if (loginAsked && !loginMet) return (await this.authorization.authorize(toQueryObject(query), active)).url;

    const scopes = accepted ?? asked;
    await this.remember(auditCaller, clientId, active.user.id, scopes);
    if (accepted) query.set('scope', scopes.join(' '));
    let next = withoutPrompt(query, 'consent');
    if (loginMet) {
      next = withoutPrompt(next, 'login');
      next.delete('max_age');
    }
    const outcome = await this.authorization.authorize(toQueryObject(next), active);
    if (outcome.issuedTo) {
      await this.audit.record('oauth2.authorize', auditCaller, AUDIT_SUCCESS, {
        actorId: outcome.issuedTo.userId,
        targetType: 'oauth-client',
        targetId: outcome.issuedTo.clientId,
      });
    }
    return outcome.url;
  }

  private async remember(auditCaller: AuditCaller, clientId: string, userId: string, scopes: string[]): Promise<void> {
    const now = new Date(Math.floor(this.clock.nowMs() / 1000) * 1000);
    const found = await this.consents.find(clientId, userId);
    if (found) await this.consents.updateScopes(found.id, scopes, now);
    else
      await this.consents.create({
        id: generateId(),
        clientId,
        userId,
        referenceId: null,
        resources: null,
        requestedUserInfoClaims: [],
        scopes,
        createdAt: now,
        updatedAt: now,
      });
    await this.audit.record('oauth-consent.give', auditCaller, AUDIT_SUCCESS, {
      actorId: userId,
      targetType: 'oauth-client',
      targetId: clientId,
      metadata: { scopes: scopes.join(' ') },
    });
  }
}
