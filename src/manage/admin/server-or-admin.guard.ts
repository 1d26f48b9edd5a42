import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { hasServiceKey } from '../../platform/common/http/server-only';
import { serviceKeyRefusal } from '../../platform/runtime/http/service-key-refusal';
import { AppConfig } from '../../platform/config/app-config';
import { SessionResolver } from '../../identity/session/session-resolver';
import { SessionRequest } from '../../identity/session/session-request';
import { AdminRoles } from '../../identity/access/admin-roles';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';

/**
 * create-user: an administrator with the create permission, or a trusted backend with a service
 * key and no session. A session always decides over the key.
 */
@Injectable()
export class ServerOrAdminCreateGuard implements CanActivate {
  constructor(
    private readonly resolver: SessionResolver,
    private readonly roles: AdminRoles,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<SessionRequest>();
    const caller = await this.resolver.resolve(req, http.getResponse(), { useCookieCache: false, mayRefresh: true });
    if (caller) {
      if (!(await this.roles.can(caller.user, { user: ['create'] })))
        throw new AuthError(ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS);
      req.authSession = caller;
      return true;
    }
    if (hasServiceKey(req.headers, this.config.serviceKeys)) return true;
    // A caller presenting a service key is a backend: tell it when the server has none configured.
    if (req.headers['x-service-key'] !== undefined) throw serviceKeyRefusal(this.config);
    throw new AuthError(BASE_ERRORS.UNAUTHORIZED);
  }
}
