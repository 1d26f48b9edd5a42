import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

export class HasPermissionDto {
  @ApiPropertyOptional({ description: 'Server-only, without a session: the user to check' })
  @IsOptional()
  @MaxLength(256)
  @IsString()
  userId?: string;

  @ApiPropertyOptional({ description: 'Server-only, without a session: the role to check', example: 'admin' })
  @IsOptional()
  @MaxLength(1024)
  @IsString()
  role?: string;

  @ApiPropertyOptional({ description: 'resource -> actions, all required', example: { user: ['ban'] } })
  @IsOptional()
  @IsObject()
  permissions?: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'Older name of `permissions`', deprecated: true })
  @IsOptional()
  @IsObject()
  permission?: Record<string, unknown>;
}
