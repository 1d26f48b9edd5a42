import { QueryTypes } from 'sequelize';
import { splitRoles } from '../../platform/common/access/access-control';
import { AppConfig } from '../../platform/config/app-config';
import { CheckResult, probe } from './check-result';
import { connect } from './database.check';

interface UserRow {
  id: string;
  role: string | null;
}

/**
 * Whether anyone can administer: a user with an admin role (ADMIN_ROLES) or listed in ADMIN_USER_IDS. Without one,
 * the dashboard's administration stays closed until `create-admin` makes one.
 */
export function checkAdministrators(config: AppConfig): Promise<CheckResult> {
  return probe('administrators', async () => {
    const count = await countAdministrators(config);
    if (count > 0) return { status: 'ok', detail: `${count} administrator(s)` };
    return {
      status: 'warn',
      detail: 'no administrator yet: create the first with npm run cli -- create-admin --email <email> --name <name>',
    };
  });
}

async function countAdministrators(config: AppConfig): Promise<number> {
  const { adminRoles, defaultRole } = config.admin;
  const isAdmin = (user: UserRow) =>
    config.adminUserIds.includes(user.id) ||
    splitRoles(user.role ?? defaultRole).some((role) => adminRoles.includes(role));
  const sequelize = connect(config);
  try {
    // Only candidates are read: a role naming an admin role, a listed id, or no role where the default is one.
    const conditions = adminRoles.map((_, index) => `"role" LIKE :role${index}`);
    const replacements: Record<string, unknown> = Object.fromEntries(
      adminRoles.map((role, index) => [`role${index}`, `%${role}%`]),
    );
    if (config.adminUserIds.length > 0) {
      conditions.push('"id" IN (:ids)');
      replacements.ids = config.adminUserIds;
    }
    if (adminRoles.includes(defaultRole)) conditions.push('"role" IS NULL');
    if (conditions.length === 0) return 0;
    const rows = await sequelize.query<UserRow>(`SELECT "id", "role" FROM "user" WHERE ${conditions.join(' OR ')}`, {
      type: QueryTypes.SELECT,
      replacements,
    });
    return rows.filter(isAdmin).length;
  } finally {
    await sequelize.close();
  }
}
