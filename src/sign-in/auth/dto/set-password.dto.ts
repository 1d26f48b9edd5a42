import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../../platform/common/validation/optional';

export class SetPasswordDto {
  @ApiProperty({ description: 'The password, 8 to 128 characters', example: 'a new long passphrase' })
  @MaxLength(4096)
  @IsString()
  newPassword: string;

  @ApiPropertyOptional({
    description: 'The user, when no session cookie is forwarded',
    example: 'k2VfY0oQ3a9LwE4tR7uI1pZx8cB5nM6d',
  })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  userId?: string;
}
