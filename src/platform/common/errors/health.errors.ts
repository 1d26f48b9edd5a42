import { defineErrors } from './define-errors';

export const HEALTH_ERRORS = defineErrors({
  DATABASE_UNAVAILABLE: { status: 503, message: 'The database is not reachable' },
  REDIS_UNAVAILABLE: { status: 503, message: 'Redis is not reachable' },
  SHUTTING_DOWN: { status: 503, message: 'The instance is shutting down' },
});
