/**
 * A statement with each quoted value replaced by `?`: Sequelize writes most values into the SQL it sends,
 * session tokens and e-mail addresses among them, and a trace store is no place for those.
 */
export function statementWithoutValues(sql: string): string {
  return sql.replace(/'(?:[^']|'')*'/g, '?');
}
