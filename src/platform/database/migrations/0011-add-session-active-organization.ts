import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/** The organization and team a session works in. */
export const addSessionActiveOrganization: Migration = {
  name: '0011-add-session-active-organization',
  up: ({ context }) =>
    ensureTable(
      context,
      'session',
      {
        activeOrganizationId: { type: DataTypes.TEXT, allowNull: true },
        activeTeamId: { type: DataTypes.TEXT, allowNull: true },
      },
      // Deleting an organization clears it from every session that works in it.
      [{ name: 'session_activeOrganizationId_idx', columns: ['activeOrganizationId'] }],
    ),
};
