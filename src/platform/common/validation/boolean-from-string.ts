import { Transform } from 'class-transformer';

/**
 * Reads `true`/`1` and `false`/`0` from a query string or form field; anything else stays as given and fails
 * validation.
 */
export function BooleanFromString(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (value === 'true' || value === '1' || value === true) return true;
    if (value === 'false' || value === '0' || value === false) return false;
    return value;
  });
}
