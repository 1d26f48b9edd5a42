import { ValidateIf } from 'class-validator';

/** May be left out, but when sent must pass the field's other rules: `null` is refused. */
export const IsOmittable = (): PropertyDecorator => ValidateIf((_dto, value) => value !== undefined);

/** May be left out or sent as `null` (meaning "none" or "clear"); any other value must pass the field's rules. */
export const IsNullable = (): PropertyDecorator => ValidateIf((_dto, value) => value !== null && value !== undefined);
