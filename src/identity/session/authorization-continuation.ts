import { ArgumentsHost, Catch, ExceptionFilter, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { ActiveSession } from './session.types';

/** A signed authorization request that was changed or has expired: the package answers `400 {error}` only. */
export class OAuthQueryRefused extends Error {
  constructor(readonly error = 'invalid_signature') {
    super(error);
    this.name = 'OAuthQueryRefused';
  }
}

/** Writes the refusal as the package does, `{ "error": "invalid_signature" }`, with no code or message. */
@Catch(OAuthQueryRefused)
export class OAuthQueryRefusedFilter implements ExceptionFilter {
  catch(exception: OAuthQueryRefused, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    res.status(400).type('json').json({ error: exception.error });
  }
}

/** A sign-in's answer when it continues an authorization, as the package's after-hook answers a script. */
export interface AuthorizationResumed {
  redirect: true;
  url: string;
}

/** What the OpenID provider does with the `oauth_query` a sign-in page sends back. */
export interface AuthorizationResumer {
  /** Throws OAuthQueryRefused unless the query is the provider's, unchanged and unexpired. */
  verify(oauthQuery: string): void;
  /** Where the browser goes next with the session just made: the authorization, continued. */
  resume(oauthQuery: string, active: ActiveSession, auditCaller: AuditCaller): Promise<string | null>;
}

const NO_PROVIDER: AuthorizationResumer = {
  verify: () => undefined,
  resume: () => Promise.resolve(null),
};

/**
 * Where the OpenID provider plugs into the sign-in, which does not know it: a sign-in that carries the signed
 * authorization request answers with the way back to the client. Without a provider `oauth_query` is ignored.
 */
@Injectable()
export class AuthorizationContinuation implements AuthorizationResumer {
  private resumer: AuthorizationResumer = NO_PROVIDER;

  register(resumer: AuthorizationResumer): void {
    if (this.resumer !== NO_PROVIDER) throw new Error('An authorization resumer is already registered');
    this.resumer = resumer;
  }

  verify(oauthQuery: string): void {
    this.resumer.verify(oauthQuery);
  }

  resume(oauthQuery: string, active: ActiveSession, auditCaller: AuditCaller): Promise<string | null> {
    return this.resumer.resume(oauthQuery, active, auditCaller);
  }
}
