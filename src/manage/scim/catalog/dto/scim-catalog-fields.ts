import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMinSize,
  IsArray,
  IsDate,
  IsIn,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  isISO8601,
} from 'class-validator';
import { SCIM_CONNECTION_ID_PREFIX, SCIM_CREDENTIAL_ID_PREFIX, SCIM_SCOPES } from '../scim-catalog.constants';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A trimmed string of `min` to 255 characters, as the package's identifiers. */
export function TrimmedId(min: number, description: string, example: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ description, example, minLength: min, maxLength: 255 }),
    trim,
    MaxLength(255),
    MinLength(min),
    IsString(),
  );
}

export const ConnectionIdField = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ description: 'The connection', example: `${SCIM_CONNECTION_ID_PREFIX}3kT9…`, maxLength: 255 }),
    MaxLength(255),
    Matches(new RegExp(`^${SCIM_CONNECTION_ID_PREFIX}`)),
    IsString(),
  );

export const CredentialIdField = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ description: 'The credential', example: `${SCIM_CREDENTIAL_ID_PREFIX}Vq2…`, maxLength: 255 }),
    MaxLength(255),
    Matches(new RegExp(`^${SCIM_CREDENTIAL_ID_PREFIX}`)),
    IsString(),
  );

export const ScopesField = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({
      description: 'What the token may do, each scope once',
      enum: SCIM_SCOPES,
      isArray: true,
      example: ['scim.users.read', 'scim.users.write'],
    }),
    IsIn(SCIM_SCOPES, { each: true }),
    ArrayMinSize(1),
    IsArray(),
  );

/** An ISO 8601 instant, read as a Date; a past one is refused by the catalog with its own message. */
export const ExpiresAtField = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({
      description: 'When the token stops working (ISO 8601, future)',
      example: '2027-06-30T00:00:00.000Z',
    }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && isISO8601(value, { strict: true }) ? new Date(value) : value,
    ),
    IsDate(),
  );
