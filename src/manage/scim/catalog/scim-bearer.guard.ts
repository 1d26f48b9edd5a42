import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ScimError } from '../scim-error';
import { ScimPrincipal } from '../scim-principal';
import { SCIM_WWW_AUTHENTICATE } from './scim-catalog.constants';
import { ScimAuthenticationFailure, ScimCatalogMetrics } from './scim-catalog.metrics';
import { ScimCredentialVerifier } from './scim-credential-verifier';

/** A request the bearer guard has admitted. */
export interface ScimRequest extends Request {
  scimPrincipal?: ScimPrincipal;
}

const BEARER = /^Bearer\s+(.+)$/i;

/** The scope a SCIM route needs: reads for GET and HEAD, writes otherwise; groups under `/Groups`, else users. */
export function requiredScimScope(path: string, method: string): string {
  const operation = method === 'GET' || method === 'HEAD' ? 'read' : 'write';
  return path.includes('/Groups') ? `scim.groups.${operation}` : `scim.users.${operation}`;
}

/**
 * Admits a SCIM client by its managed bearer token (`Authorization: Bearer <credentialId>.<secret>`) and the
 * scope its route needs, and puts its `ScimPrincipal` on the request. Applied per controller: discovery is public.
 * Every refused token reads the same (401 with `WWW-Authenticate`), whatever the reason the metrics record.
 */
@Injectable()
export class ScimBearerGuard implements CanActivate {
  constructor(
    private readonly verifier: ScimCredentialVerifier,
    private readonly metrics: ScimCatalogMetrics,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<ScimRequest>();
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1]?.trim();
    if (!token) throw this.refuse('missing_token', 'SCIM bearer token is required');
    const verified = await this.verifier.verify(token);
    if ('failure' in verified) throw this.refuse(verified.failure, 'Invalid SCIM bearer token');
    const scope = requiredScimScope(req.path, req.method);
    if (!verified.principal.scopes.includes(scope)) {
      this.metrics.recordFailure('insufficient_scope');
      throw new ScimError(403, `The SCIM bearer token is missing the ${scope} scope`);
    }
    req.scimPrincipal = verified.principal;
    return true;
  }

  private refuse(reason: ScimAuthenticationFailure, detail: string): ScimError {
    this.metrics.recordFailure(reason);
    return new ScimError(401, detail, undefined, { 'WWW-Authenticate': SCIM_WWW_AUTHENTICATE });
  }
}
