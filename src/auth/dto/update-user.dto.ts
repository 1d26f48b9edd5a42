import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';

/** Only the profile is writable here; any other field is dropped, and `email` is refused. */
export class UpdateUserDto {
  @ApiPropertyOptional({ example: 'Ada King' })
  @IsOptional()
  @MaxLength(256)
  @IsString()
  name?: string;

  @ApiPropertyOptional({ description: 'Avatar URL, or null to remove it', nullable: true, type: String })
  @ValidateIf((_dto, value) => value !== null && value !== undefined)
  @MaxLength(2048)
  @IsString()
  image?: string | null;

  @ApiPropertyOptional({ description: 'Refused: use change-email', deprecated: true })
  @Allow()
  email?: unknown;
}
