import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/**
 * `@better-auth/sso`'s providers: an OIDC or SAML identity provider, its settings as JSON text, the e-mail
 * domain(s) it answers for and whether that domain's ownership was proven by a DNS TXT record.
 */
export const createSsoProvider: Migration = {
  name: '0034-create-sso-provider',
  up: async ({ context }) => {
    await ensureTable(
      context,
      'ssoProvider',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        issuer: { type: DataTypes.TEXT, allowNull: false },
        oidcConfig: { type: DataTypes.TEXT, allowNull: true },
        samlConfig: { type: DataTypes.TEXT, allowNull: true },
        userId: {
          type: DataTypes.TEXT,
          allowNull: true,
          references: { model: 'user', key: 'id' },
          onDelete: 'CASCADE',
        },
        providerId: { type: DataTypes.TEXT, allowNull: false, unique: true },
        organizationId: { type: DataTypes.TEXT, allowNull: true },
        domain: { type: DataTypes.TEXT, allowNull: false },
        domainVerified: { type: DataTypes.BOOLEAN, allowNull: true, defaultValue: false },
      },
      [
        { name: 'ssoProvider_userId_idx', columns: ['userId'] },
        { name: 'ssoProvider_organizationId_idx', columns: ['organizationId'] },
      ],
    );
  },
};
