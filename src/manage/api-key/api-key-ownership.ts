import { Injectable } from '@nestjs/common';
import { AuthError } from '../../platform/common/errors/auth-error';
import { ApiKeyAction, OrganizationRoles } from '../../identity/access/organization-roles';
import { OrganizationMemberships } from '../../identity/access/organization-memberships';
import { ActiveSession } from '../../identity/session/session.types';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { UserService } from '../../identity/user/user.service';
import { ApiKeyConfigurations, ConfiguredKeys } from './api-key-configurations';
import { API_KEY_ERRORS } from './api-key.errors';
import { DEFAULT_API_KEY_CONFIG_ID } from './api-key.constants';
import { ApiKeyRepository } from './api-key.repository';
import { ApiKey } from './api-key.types';

/** Who calls create or update: a signed-in user, a trusted backend (service key), or both. */
export interface ApiKeyCaller {
  session: ActiveSession | null;
  isServer: boolean;
}

/** The owner of a new key, and who made it. */
export interface NewKeyOwner {
  /** The user, or the organization, the key belongs to. */
  referenceId: string;
  /** The member who made an organization's key; null for a user's own key. */
  actingUserId: string | null;
}

/**
 * Who may reach a key, as Better Auth 1.7 decides it: a user their own keys; a member of an
 * organization its keys, as far as their role's `apiKey` statements go. Someone else's user key
 * reads as missing, so ids cannot be probed; an organization's key answers why it is refused.
 */
@Injectable()
export class ApiKeyOwnership {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly configurations: ApiKeyConfigurations,
    private readonly memberships: OrganizationMemberships,
    private readonly roles: OrganizationRoles,
    private readonly users: UserService,
  ) {}

  /**
   * The owner of a key made under `configured`: the session's user (or, for a trusted backend
   * without a session, the user named by `userId`); under an organization configuration, the
   * organization named, when that user may create its keys.
   */
  async ownerOnCreate(
    caller: ApiKeyCaller,
    { configuration }: ConfiguredKeys,
    input: { userId?: string; organizationId?: string },
  ): Promise<NewKeyOwner> {
    if (configuration.references === 'organization') {
      if (!input.organizationId) throw new AuthError(API_KEY_ERRORS.ORGANIZATION_ID_REQUIRED);
      const actingUserId = this.actingUserId(caller, input.userId);
      await this.assertMemberMay(input.organizationId, actingUserId, 'create');
      return { referenceId: input.organizationId, actingUserId };
    }
    const userId = this.actingUserId(caller, input.userId);
    if (!caller.session && !(await this.users.findById(userId))) throw new AuthError(USER_ERRORS.USER_NOT_FOUND);
    return { referenceId: userId, actingUserId: null };
  }

  /** The user a call acts as: the session's, or for a trusted backend without one, `userId`. */
  actingUserId(caller: ApiKeyCaller, userId: string | undefined): string {
    if (caller.session) {
      if (userId !== undefined && userId !== caller.session.user.id)
        throw new AuthError(API_KEY_ERRORS.UNAUTHORIZED_SESSION);
      return caller.session.user.id;
    }
    if (!caller.isServer || userId === undefined) throw new AuthError(API_KEY_ERRORS.UNAUTHORIZED_SESSION);
    return userId;
  }

  /**
   * The key, when `userId` may do `action` on it. It must be of the configuration asked (the
   * default one when none is), then the user's own or, for an organization's, allowed by their role.
   */
  async reach(keyId: string, configId: string | undefined, userId: string, action: ApiKeyAction): Promise<ApiKey> {
    const apiKey = await this.keys.findById(keyId);
    const asked = this.configurations.resolve(configId).configuration.configId;
    if (!apiKey || configIdOf(apiKey) !== asked) throw new AuthError(API_KEY_ERRORS.KEY_NOT_FOUND);
    if (this.configurations.isOrganizationOwned(apiKey.configId)) {
      await this.assertMemberMay(apiKey.referenceId, userId, action);
    } else if (apiKey.referenceId !== userId) {
      throw new AuthError(API_KEY_ERRORS.KEY_NOT_FOUND);
    }
    return apiKey;
  }

  /** Refuses unless the user may read the organization's keys. */
  async assertMayList(organizationId: string, userId: string): Promise<void> {
    await this.assertMemberMay(organizationId, userId, 'read');
  }

  /** Refuses unless the user is a member of the organization whose role allows `action` on its keys. */
  private async assertMemberMay(organizationId: string, userId: string, action: ApiKeyAction): Promise<void> {
    const role = await this.memberships.roleOf(organizationId, userId);
    if (role === null) throw new AuthError(API_KEY_ERRORS.USER_NOT_MEMBER_OF_ORGANIZATION);
    if (!(await this.roles.allowOnApiKeys(organizationId, role, action))) {
      throw new AuthError(API_KEY_ERRORS.INSUFFICIENT_API_KEY_PERMISSIONS);
    }
  }
}

/** Keys stored before configurations existed (a 1.4 database) belong to the default one. */
export function configIdOf(apiKey: Pick<ApiKey, 'configId'>): string {
  return apiKey.configId || DEFAULT_API_KEY_CONFIG_ID;
}
