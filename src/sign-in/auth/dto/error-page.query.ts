import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../../platform/common/validation/optional';

export class ErrorPageQuery {
  @ApiPropertyOptional({ example: 'INVALID_TOKEN' })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  error?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @MaxLength(1024)
  @IsString()
  error_description?: string;
}
