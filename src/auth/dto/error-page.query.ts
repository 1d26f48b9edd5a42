import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class ErrorPageQuery {
  @ApiPropertyOptional({ example: 'INVALID_TOKEN' })
  @IsOptional()
  @MaxLength(256)
  @IsString()
  error?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(1024)
  @IsString()
  error_description?: string;
}
