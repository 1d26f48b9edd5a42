import { UniqueConstraintError } from 'sequelize';

/** Whether a write failed on a unique index, on any dialect. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof UniqueConstraintError;
}
