import { Injectable } from '@nestjs/common';
import { DataTypes, ModelAttributeColumnOptions } from 'sequelize';
import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { AdditionalFieldConfig, AppConfig } from '../../platform/config/app-config';
import { USER_ERRORS } from './user.errors';

const MAX_STRING_LENGTH = 4096;

const COLUMN_TYPES = {
  string: DataTypes.TEXT,
  number: DataTypes.DOUBLE,
  boolean: DataTypes.BOOLEAN,
  date: DataTypes.DATE,
};

/** The configured user fields beyond Better Auth's own: their columns, input rules and output. */
@Injectable()
export class AdditionalUserFields {
  readonly definitions: Readonly<Record<string, AdditionalFieldConfig>>;

  constructor(config: AppConfig) {
    this.definitions = config.user.additionalFields;
  }

  get names(): string[] {
    return Object.keys(this.definitions);
  }

  columns(): Record<string, ModelAttributeColumnOptions> {
    return Object.fromEntries(
      Object.entries(this.definitions).map(([name, field]) => [
        name,
        { type: COLUMN_TYPES[field.type], allowNull: true },
      ]),
    );
  }

  /**
   * The values a caller gives for these fields. On creation a missing required field is refused
   * (`{field} is required`) and defaults fill the rest; a field closed to input is refused when given.
   */
  readInput(body: Record<string, unknown>, mode: 'create' | 'update'): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(this.definitions)) {
      const given = Object.hasOwn(body, name) ? body[name] : undefined;
      if (given === undefined) {
        if (mode === 'update') continue;
        if (field.defaultValue !== null) values[name] = readValue(name, field, field.defaultValue);
        else if (field.required) throw fieldError(`${name} is required`);
        continue;
      }
      if (!field.input) throw fieldError(`${name} is not allowed to be set`);
      values[name] = given === null && !field.required ? null : readValue(name, field, given);
    }
    return values;
  }

  /** The fields a response shows, from a stored row. */
  pickReturned(row: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(this.definitions)) {
      if (!field.returned) continue;
      const value = row[name] ?? null;
      out[name] = field.type === 'boolean' && value !== null ? Boolean(value) : value;
    }
    return out;
  }
}

function readValue(name: string, field: AdditionalFieldConfig, value: unknown): unknown {
  const ok =
    (field.type === 'string' && typeof value === 'string' && value.length <= MAX_STRING_LENGTH) ||
    (field.type === 'number' && typeof value === 'number' && Number.isFinite(value)) ||
    (field.type === 'boolean' && typeof value === 'boolean') ||
    (field.type === 'date' && typeof value === 'string' && !Number.isNaN(Date.parse(value)));
  if (!ok) {
    throw new AuthError(BASE_ERRORS.VALIDATION_ERROR, {
      details: { errors: [{ field: name, message: `${name} must be a ${field.type}` }] },
    });
  }
  return field.type === 'date' ? new Date(value as string) : value;
}

/** Better Auth derives the code from the message, as in `DEPARTMENT_IS_REQUIRED`. */
function fieldError(message: string): AuthError {
  const code = message
    .toUpperCase()
    .replace(/ /g, '_')
    .replace(/[^A-Z0-9_]/g, '');
  return new AuthError({ ...USER_ERRORS.FIELD_IS_REQUIRED, code, message });
}
