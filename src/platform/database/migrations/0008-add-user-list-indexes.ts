import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/** Indexes for the admin user list's sort and filter fields (email is unique already). */
export const addUserListIndexes: Migration = {
  name: '0008-add-user-list-indexes',
  up: ({ context }) =>
    ensureTable(context, 'user', {}, [
      { name: 'user_name_idx', columns: ['name'] },
      { name: 'user_createdAt_idx', columns: ['createdAt'] },
      { name: 'user_role_idx', columns: ['role'] },
      { name: 'user_banned_idx', columns: ['banned'] },
    ]),
};
