import { DataTypes, QueryInterface } from 'sequelize';

/**
 * The column type Better Auth 1.7's migrator gives `json` and `string[]` fields: jsonb on PostgreSQL, text on
 * SQLite. Either way the service writes JSON text and parses what it reads back.
 */
export function jsonColumnType(queryInterface: QueryInterface): DataTypes.DataType {
  return queryInterface.sequelize.getDialect() === 'postgres' ? DataTypes.JSONB : DataTypes.TEXT;
}
