import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../../platform/common/validation/optional';

export class ChangePasswordDto {
  @ApiProperty({ description: 'The new password, 8 to 128 characters', example: 'a new long passphrase' })
  @MaxLength(4096)
  @IsString()
  newPassword: string;

  @ApiProperty({ example: 'correct horse battery staple' })
  @MaxLength(4096)
  @IsString()
  currentPassword: string;

  @ApiPropertyOptional({ description: 'End every other session; this one is replaced by a new one', example: true })
  @IsOmittable()
  @IsBoolean()
  revokeOtherSessions?: boolean;
}
