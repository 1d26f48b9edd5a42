import { statementWithoutValues } from './statement-text';

describe('statementWithoutValues', () => {
  it('replaces each quoted value, doubled quotes inside it included, and keeps the rest', () => {
    const sql = `SELECT "id" FROM "session" WHERE "token" = 'tok''en-1' AND "userId" IN ('a', 'b') LIMIT 1;`;
    expect(statementWithoutValues(sql)).toBe(
      `SELECT "id" FROM "session" WHERE "token" = ? AND "userId" IN (?, ?) LIMIT 1;`,
    );
  });

  it('leaves a statement with bound parameters as it is', () => {
    const sql = 'INSERT INTO "user" ("id","email") VALUES ($1,$2) RETURNING "id";';
    expect(statementWithoutValues(sql)).toBe(sql);
  });
});
