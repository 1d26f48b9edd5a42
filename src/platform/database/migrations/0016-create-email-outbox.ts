import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

const text = (allowNull: boolean) => ({ type: DataTypes.TEXT, allowNull });

/**
 * The durable e-mail outbox: each e-mail is a row from the transaction that asks for it until it is
 * delivered (then deleted) or given up on (kept as failed). Not a Better Auth table.
 */
export const createEmailOutbox: Migration = {
  name: '0016-create-email-outbox',
  up: ({ context }) =>
    ensureTable(
      context,
      'emailOutbox',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        recipient: text(false),
        subject: text(false),
        text: text(false),
        html: text(false),
        status: text(false),
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        nextAttemptAt: { type: DataTypes.DATE, allowNull: false },
        claimToken: text(true),
        lastError: text(true),
        lastAttemptAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      // The worker claims due pending rows in order; administrators list the failing ones.
      [{ name: 'emailOutbox_status_nextAttemptAt_idx', columns: ['status', 'nextAttemptAt'] }],
    ),
};
