import { DataTypes, ModelAttributeColumnOptions } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

const id: ModelAttributeColumnOptions = { type: DataTypes.TEXT, primaryKey: true, allowNull: false };

/** A required reference whose rows go with the row they point to. */
function ownedBy(model: string): ModelAttributeColumnOptions {
  return { type: DataTypes.TEXT, allowNull: false, references: { model, key: 'id' }, onDelete: 'CASCADE' };
}

/** Organizations, their members, invitations and teams, in Better Auth's tables. */
export const createOrganizations: Migration = {
  name: '0012-create-organizations',
  up: async ({ context }) => {
    await ensureTable(
      context,
      'organization',
      {
        id,
        name: { type: DataTypes.TEXT, allowNull: false },
        slug: { type: DataTypes.TEXT, allowNull: false, unique: true },
        logo: { type: DataTypes.TEXT, allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        metadata: { type: DataTypes.TEXT, allowNull: true },
      },
      [{ name: 'organization_slug_uidx', columns: ['slug'], unique: true }],
    );
    await ensureTable(
      context,
      'member',
      {
        id,
        organizationId: ownedBy('organization'),
        userId: ownedBy('user'),
        role: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'member' },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      [
        { name: 'member_organizationId_idx', columns: ['organizationId'] },
        { name: 'member_userId_idx', columns: ['userId'] },
      ],
    );
    await ensureTable(
      context,
      'team',
      {
        id,
        name: { type: DataTypes.TEXT, allowNull: false },
        organizationId: ownedBy('organization'),
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: true },
      },
      [{ name: 'team_organizationId_idx', columns: ['organizationId'] }],
    );
    await ensureTable(
      context,
      'teamMember',
      {
        id,
        teamId: ownedBy('team'),
        userId: ownedBy('user'),
        createdAt: { type: DataTypes.DATE, allowNull: true },
      },
      [
        { name: 'teamMember_teamId_idx', columns: ['teamId'] },
        { name: 'teamMember_userId_idx', columns: ['userId'] },
      ],
    );
    await ensureTable(
      context,
      'invitation',
      {
        id,
        organizationId: ownedBy('organization'),
        email: { type: DataTypes.TEXT, allowNull: false },
        role: { type: DataTypes.TEXT, allowNull: true },
        teamId: { type: DataTypes.TEXT, allowNull: true },
        status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'pending' },
        expiresAt: { type: DataTypes.DATE, allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: true },
        inviterId: ownedBy('user'),
      },
      [
        { name: 'invitation_organizationId_idx', columns: ['organizationId'] },
        { name: 'invitation_email_idx', columns: ['email'] },
      ],
    );
  },
};
