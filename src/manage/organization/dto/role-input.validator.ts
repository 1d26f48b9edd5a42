import { ValidationOptions, registerDecorator } from 'class-validator';

const MAX_ENTRIES = 16;
const MAX_LENGTH = 256;

/** A string, or a non-empty list of strings (Better Auth takes roles and team ids either way). */
export function IsStringOrStringList(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isStringOrStringList',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: `${String(propertyName)} must be a string or a list of strings`, ...options },
      validator: { validate: isStringOrStringList },
    });
}

function isStringOrStringList(value: unknown): boolean {
  const isEntry = (entry: unknown) => typeof entry === 'string' && entry.length > 0 && entry.length <= MAX_LENGTH;
  if (Array.isArray(value)) return value.length > 0 && value.length <= MAX_ENTRIES && value.every(isEntry);
  return isEntry(value);
}
