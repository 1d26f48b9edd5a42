import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

export class ChangePasswordDto {
  @ApiProperty({ description: 'The new password, 8 to 128 characters', example: 'a new long passphrase' })
  @IsString()
  @MaxLength(4096)
  newPassword: string;

  @ApiProperty({ example: 'correct horse battery staple' })
  @IsString()
  @MaxLength(4096)
  currentPassword: string;

  @ApiPropertyOptional({ description: 'End every other session; this one is replaced by a new one', example: true })
  @IsOptional()
  @IsBoolean()
  revokeOtherSessions?: boolean;
}
