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
  const exists = await tableExists(queryInterface, table);
  if (!exists) {
    await queryInterface.createTable(table, columns);
  } else {
    const present = await queryInterface.describeTable(table);
    for (const [name, definition] of Object.entries(columns)) {
      if (present[name]) continue;
      // Existing rows have no value for a new column, so it can only be added as nullable.
      const addable = definition.defaultValue === undefined ? { ...definition, allowNull: true } : definition;
      await queryInterface.addColumn(table, name, { ...addable, primaryKey: false, unique: false });
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

async function tableExists(queryInterface: QueryInterface, table: string): Promise<boolean> {
  try {
    await queryInterface.describeTable(table);
    return true;
  } catch {
    return false;
  }
}
