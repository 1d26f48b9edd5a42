import { ConnectionRefusedError, DatabaseError, UniqueConstraintError } from 'sequelize';
import { translateDatabaseFault } from './database-faults';

const DATABASE_UNAVAILABLE = { code: 'DATABASE_UNAVAILABLE', status: 503, message: 'The database is not reachable' };

function failedQuery(message: string, code?: string): DatabaseError {
  const cause = Object.assign(new Error(message), { code, sql: 'SELECT 1', parameters: {} });
  return new DatabaseError(cause);
}

describe('translateDatabaseFault', () => {
  it.each([
    [
      'a refused connection',
      new ConnectionRefusedError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ],
    ['a connection dropped mid-query', failedQuery('Connection terminated unexpectedly')],
    ['a server shutting down (57P01)', failedQuery('terminating connection due to administrator command', '57P01')],
    ['a reset socket', failedQuery('read ECONNRESET', 'ECONNRESET')],
  ])('answers %s with 503 DATABASE_UNAVAILABLE', (_name, error) => {
    expect(translateDatabaseFault(error)).toMatchObject(DATABASE_UNAVAILABLE);
  });

  it.each([
    ['a syntax error', failedQuery('syntax error at or near "SELEC"', '42601')],
    ['a unique violation', new UniqueConstraintError({})],
    ['a programming error', new TypeError('x is not a function')],
  ])('leaves %s to the generic handling', (_name, error) => {
    expect(translateDatabaseFault(error)).toBeNull();
  });
});
