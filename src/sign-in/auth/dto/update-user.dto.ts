import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsString, MaxLength } from 'class-validator';
import { IsNullable, IsOmittable } from '../../../platform/common/validation/optional';

/** Only the profile is writable here; any other field is dropped, and `email` is refused. */
export class UpdateUserDto {
  @ApiPropertyOptional({ description: 'A name cannot be removed: null is refused', example: 'Ada King' })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  name?: string;

  @ApiPropertyOptional({ description: 'Avatar URL, or null to remove it', nullable: true, type: String })
  @IsNullable()
  @MaxLength(2048)
  @IsString()
  image?: string | null;

  @ApiPropertyOptional({ description: 'Refused: use change-email', deprecated: true })
  @IsOmittable()
  @Allow()
  email?: unknown;
}
