import { ModelAttributeColumnOptions, QueryInterface } from 'sequelize';

export interface TableIndex {
  name: string;
  columns: string[];
  unique?: boolean;
}

/**
 * Creates the table, or, when it already exists (a database Better Auth made), adds only the
 * missing columns and indexes. Nothing is ever dropped or renamed.
 */
export async function ensureTable(
  queryInterface: QueryInterface,
  table: string,
  columns: Record<string, ModelAttributeColumnOptions>,
  indexes: TableIndex[] = [],
): Promise<void> {
  const schema = await currentSchema(queryInterface);
  const present = await describeIfPresent(queryInterface, table, schema);
  if (!present) {
    await queryInterface.createTable(table, columns);
  } else {
    for (const [name, definition] of Object.entries(columns)) {
      if (present[name]) continue;
      // Existing rows have no value for a new column, so it can only be added as nullable.
      const addable = definition.defaultValue === undefined ? { ...definition, allowNull: true } : definition;
      const target = schema ? { tableName: table, schema } : table;
      await queryInterface.addColumn(target, name, { ...addable, primaryKey: false, unique: false });
    }
  }
  for (const index of indexes) {
    const q = (id: string) => queryInterface.quoteIdentifier(id);
    const unique = index.unique ? 'UNIQUE ' : '';
    await queryInterface.sequelize.query(
      `CREATE ${unique}INDEX IF NOT EXISTS ${q(index.name)} ON ${q(table)} (${index.columns.map(q).join(', ')})`,
    );
  }
}

/**
 * PostgreSQL's schema in use (the `?schema=` of DATABASE_URL sets the search path); Sequelize's
 * table descriptions otherwise look in `public` only. Null on SQLite.
 */
export async function currentSchema(queryInterface: QueryInterface): Promise<string | null> {
  if (queryInterface.sequelize.getDialect() !== 'postgres') return null;
  const [rows] = await queryInterface.sequelize.query('SELECT current_schema() AS "schema"');
  return (rows as Array<{ schema: string }>)[0].schema;
}

async function describeIfPresent(
  queryInterface: QueryInterface,
  table: string,
  schema: string | null,
): Promise<Record<string, unknown> | null> {
  try {
    return schema ? await queryInterface.describeTable(table, { schema }) : await queryInterface.describeTable(table);
  } catch {
    return null;
  }
}
