import { Injectable } from '@nestjs/common';
import { OrganizationMemberships } from '../../../identity/access/organization-memberships';
import { OrganizationRoles, hasRole } from '../../../identity/access/organization-roles';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { ORGANIZATION_ERRORS } from '../../organization/organization.errors';
import { SCIM_CATALOG_ERRORS } from './scim-catalog.errors';

/** Who may manage an organization's SCIM connections from the dashboard: its owners and admins. */
@Injectable()
export class ScimOrganizationAccess {
  constructor(
    private readonly memberships: OrganizationMemberships,
    private readonly roles: OrganizationRoles,
  ) {}

  async assertMayManage(organizationId: string, userId: string): Promise<void> {
    const role = await this.memberships.roleOf(organizationId, userId);
    // A non-member learns no more about the organization than a member without the role.
    if (role === null) {
      throw new AuthError(ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, { status: 403 });
    }
    if (!hasRole(role, this.roles.creatorRole) && !hasRole(role, 'admin')) {
      throw new AuthError(SCIM_CATALOG_ERRORS.YOU_ARE_NOT_ALLOWED_TO_MANAGE_SCIM_CONNECTIONS_OF_THIS_ORGANIZATION);
    }
  }
}
