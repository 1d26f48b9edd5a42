import { Injectable, OnModuleInit } from '@nestjs/common';
import { AuthorizationContinuation, AuthorizationResumer } from '../../../identity/session/authorization-continuation';
import { ActiveSession } from '../../../identity/session/session.types';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { AuditService } from '../../../platform/audit/audit.service';
import { AUDIT_SUCCESS } from '../../../platform/audit/audit.types';
import { AuthorizeOutcome, AuthorizeService } from '../protocol/authorize.service';
import { SignedRequests, isFreshFor, toQueryObject, withoutPrompt } from './signed-requests';

/**
 * Fills the sign-in's AuthorizationContinuation: after a sign-in or sign-up that carried the login page's signed
 * request, the authorization goes on with the new session (its `prompt=login` met, and `max_age` when the
 * session is newer than the request), as the package's after-hook does.
 */
@Injectable()
export class AuthorizationResumption implements AuthorizationResumer, OnModuleInit {
  constructor(
    private readonly continuation: AuthorizationContinuation,
    private readonly requests: SignedRequests,
    private readonly authorization: AuthorizeService,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.continuation.register(this);
  }

  verify(oauthQuery: string): void {
    this.requests.read(oauthQuery);
  }

  async resume(oauthQuery: string, active: ActiveSession, auditCaller: AuditCaller): Promise<string> {
    const { query, issuedAtMs } = this.requests.read(oauthQuery);
    const next = withoutPrompt(query, 'login');
    if (isFreshFor(active.session.createdAt, issuedAtMs)) next.delete('max_age');
    const outcome = await this.authorization.authorize(toQueryObject(next), active);
    await this.recordCode(outcome, auditCaller);
    return outcome.url;
  }

  private async recordCode(outcome: AuthorizeOutcome, caller: AuditCaller): Promise<void> {
    if (!outcome.issuedTo) return;
    await this.audit.record('oauth2.authorize', caller, AUDIT_SUCCESS, {
      actorId: outcome.issuedTo.userId,
      targetType: 'oauth-client',
      targetId: outcome.issuedTo.clientId,
    });
  }
}
