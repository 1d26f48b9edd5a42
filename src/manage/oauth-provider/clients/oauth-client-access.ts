import { Injectable } from '@nestjs/common';
import { AdminRoles } from '../../../identity/access/admin-roles';
import { User } from '../../../identity/user/user.types';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { OAuthClient } from '../storage/oauth-storage.types';

export type OAuthClientAction = 'create' | 'read' | 'update' | 'delete';

/**
 * Who manages clients: users whose admin role grants `oauthClient` (the package's `clientPrivileges`), each
 * on the clients they registered. Refusals are 401, as the package's are.
 */
@Injectable()
export class OAuthClientAccess {
  constructor(private readonly roles: AdminRoles) {}

  async assertAllowed(user: User, action: OAuthClientAction): Promise<void> {
    if (!(await this.roles.can(user, { oauthClient: [action] }))) throw new AuthError(BASE_ERRORS.UNAUTHORIZED);
  }

  isOwner(user: User, client: OAuthClient): boolean {
    // A client registered for a reference (an organization) has no owning user here; nobody owns it.
    return client.userId !== null && client.userId === user.id;
  }

  assertOwner(user: User, client: OAuthClient): void {
    if (!this.isOwner(user, client)) throw new AuthError(BASE_ERRORS.UNAUTHORIZED);
  }
}
