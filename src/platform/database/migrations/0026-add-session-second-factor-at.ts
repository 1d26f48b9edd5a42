import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/**
 * When a session met REQUIRE_SECOND_FACTOR (a second factor, trusted device, passkey or identity provider).
 * A nullable time rather than a boolean with a default: existing rows and the rows a Better Auth app
 * sharing the database writes (it does not know the column) read as null, "not passed", with no default to
 * keep in step; and the time says when, for whoever looks at a session.
 */
export const addSessionSecondFactorAt: Migration = {
  name: '0026-add-session-second-factor-at',
  up: ({ context }) => ensureTable(context, 'session', { secondFactorAt: { type: DataTypes.DATE, allowNull: true } }),
};
