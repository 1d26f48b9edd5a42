import type { RoleDraft } from '../roles.types';

export interface RoleUpdate {
  roleId: string;
  before: RoleDraft;
  after: RoleDraft;
}

/** The update-role body: the statements always, the name only when it changed (the service refuses a taken one). */
export function updateRoleBody({ roleId, before, after }: RoleUpdate) {
  return {
    roleId,
    data: { permission: after.permission, ...(after.role !== before.role && { roleName: after.role }) },
  };
}
