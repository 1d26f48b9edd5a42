import { ConnectionError, DatabaseError } from 'sequelize';
import { AuthError } from '../common/errors/auth-error';
import { HEALTH_ERRORS } from '../common/errors/health.errors';

/** PostgreSQL's codes for a server going away: shutting down, cannot connect now, connection failures. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * A failure because the database could not be reached (down, restarting, connection dropped)
 * answers 503 DATABASE_UNAVAILABLE, like a Redis outage, rather than a 500: the request was fine
 * and can be tried again. Null for any other failure.
 */
export function translateDatabaseFault(error: unknown): AuthError | null {
  if (error instanceof ConnectionError) return new AuthError(HEALTH_ERRORS.DATABASE_UNAVAILABLE);
  if (!(error instanceof DatabaseError)) return null;
  const cause = error.parent as Error & { code?: string };
  const isGone =
    UNAVAILABLE_SQLSTATES.has(cause.code ?? '') ||
    UNAVAILABLE_SOCKET_CODES.has(cause.code ?? '') ||
    /Connection terminated/i.test(cause.message);
  return isGone ? new AuthError(HEALTH_ERRORS.DATABASE_UNAVAILABLE) : null;
}
