import { Type, applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy, ValidateIf } from 'class-validator';

/**
 * May be left out, but when sent must pass the field's other rules: `null` is refused, as Better Auth's
 * `.optional()` schemas refuse it, even on a field whose value is otherwise left to the service.
 */
export const IsOmittable = (): PropertyDecorator =>
  applyDecorators(
    ValidateIf((_dto, value) => value !== undefined),
    ValidateBy({
      name: 'isNotNull',
      validator: { validate: (value) => value !== null, defaultMessage: () => '$property must not be null' },
    }),
  );

/**
 * May be left out or sent as `null` (meaning "none" or "clear"); any other value must pass the field's rules.
 * The reference document marks the field nullable.
 */
export const IsNullable = (): PropertyDecorator =>
  applyDecorators(
    ValidateIf((_dto, value) => value !== null && value !== undefined),
    ApiProperty({ required: false, nullable: true }),
  );

const OMITTABLE_BODY = Symbol('omittable-body');

/**
 * The whole body may be left out and reads as `{}`, as where Better Auth's body schema is itself optional. Any
 * other body must still be a JSON object. The route declares it with `@ApiBody({ required: false })`.
 */
export const IsOmittableBody = (): ClassDecorator => (target) => Reflect.defineMetadata(OMITTABLE_BODY, true, target);

export const isOmittableBody = (dto: Type): boolean => Reflect.getMetadata(OMITTABLE_BODY, dto) === true;
