import { RoleGrants } from '../../platform/common/access/access-control';

/** An admin role made at run time, with its statements. */
export interface StoredAdminRole {
  id: string;
  role: string;
  permission: RoleGrants;
  createdAt: Date;
  updatedAt: Date | null;
}
