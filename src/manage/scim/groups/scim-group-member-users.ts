import { Tx } from '../../../platform/database/database';
import { ScimGroupMemberUser } from './scim-group.types';

/** Where Groups read the SCIM Users they may hold: the Users feature answers, as it owns that table. */
export abstract class ScimGroupMemberUsers {
  /** Those of `scimUserIds` that are SCIM Users of the connection; the others are left out. */
  abstract findOwned(connectionId: string, scimUserIds: string[], tx?: Tx): Promise<ScimGroupMemberUser[]>;
}
