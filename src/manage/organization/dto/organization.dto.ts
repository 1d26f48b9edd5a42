import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsObject, IsString, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { IsNullable, IsOmittable } from '../../../platform/common/validation/optional';
import { toInteger } from '../../../platform/common/validation/query-integer';

const ID_LENGTH = 256;
const NAME_LENGTH = 256;
const LOGO_LENGTH = 2048;

/** Which organization a read is about: by id or slug, the active one by default. */
export class OrganizationRefQuery {
  @ApiPropertyOptional({ description: 'Defaults to the active organization' })
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  organizationId?: string;

  @ApiPropertyOptional({ example: 'acme-engineering' })
  @IsOmittable()
  @MaxLength(NAME_LENGTH)
  @IsString()
  organizationSlug?: string;
}

export class CreateOrganizationDto {
  @ApiProperty({ example: 'Acme Engineering' })
  @MaxLength(NAME_LENGTH)
  @MinLength(1)
  @IsString()
  name: string;

  @ApiProperty({ description: 'Unique across the service', example: 'acme-engineering' })
  @MaxLength(NAME_LENGTH)
  @MinLength(1)
  @IsString()
  slug: string;

  @ApiPropertyOptional({
    description: 'Server-only (x-service-key, no session): the creator',
    example: 'k2VfY0oQ3a9LwE4tR7uI1pZx8cB5nM6d',
  })
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  userId?: string;

  @ApiPropertyOptional({ description: 'null: none', type: String, example: 'https://intranet.example/logo.png' })
  @IsNullable()
  @MaxLength(LOGO_LENGTH)
  @IsString()
  logo?: string | null;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, example: { costCentre: 'R&D' } })
  @IsOmittable()
  @IsObject()
  metadata?: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'Keep the session in its current organization instead of moving to the new one' })
  @IsOmittable()
  @IsBoolean()
  keepCurrentActiveOrganization?: boolean;
}

export class OrganizationChangesDto {
  @ApiPropertyOptional({ description: 'null is refused: an organization keeps a name', example: 'Acme Research' })
  @IsOmittable()
  @MaxLength(NAME_LENGTH)
  @MinLength(1)
  @IsString()
  name?: string;

  @ApiPropertyOptional({ description: 'null is refused: an organization keeps a slug', example: 'acme-research' })
  @IsOmittable()
  @MaxLength(NAME_LENGTH)
  @MinLength(1)
  @IsString()
  slug?: string;

  @ApiPropertyOptional({ description: 'null removes the logo', type: String })
  @IsNullable()
  @MaxLength(LOGO_LENGTH)
  @IsString()
  logo?: string | null;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @IsOmittable()
  @IsObject()
  metadata?: Record<string, unknown>;
}

export class UpdateOrganizationDto {
  @ApiProperty({ type: OrganizationChangesDto })
  @ValidateNested()
  @Type(() => OrganizationChangesDto)
  @IsObject()
  data: OrganizationChangesDto;

  @ApiPropertyOptional({ description: 'Defaults to the active organization' })
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  organizationId?: string;
}

export class OrganizationIdDto {
  @ApiProperty({ example: 'Vq3nB8xK1mZ7pL0sD4fG6hJ2aQ9wE5rT' })
  @MaxLength(ID_LENGTH)
  @IsString()
  organizationId: string;
}

export class CheckSlugDto {
  @ApiProperty({ example: 'acme-engineering' })
  @MaxLength(NAME_LENGTH)
  @IsString()
  slug: string;
}

export class SetActiveOrganizationDto {
  @ApiPropertyOptional({ description: 'null clears the active organization', nullable: true, type: String })
  @IsNullable()
  @MaxLength(ID_LENGTH)
  @IsString()
  organizationId?: string | null;

  @ApiPropertyOptional({ example: 'acme-engineering' })
  @IsOmittable()
  @MaxLength(NAME_LENGTH)
  @IsString()
  organizationSlug?: string;
}

export class GetFullOrganizationQuery extends OrganizationRefQuery {
  @ApiPropertyOptional({ description: 'Members to include; the membership limit (100) by default', example: 100 })
  @IsOmittable()
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(10_000)
  membersLimit?: number;
}
