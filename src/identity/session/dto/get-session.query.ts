import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { BooleanFromString } from '../../../platform/common/validation/boolean-from-string';
import { IsOmittable } from '../../../platform/common/validation/optional';

export class GetSessionQuery {
  @ApiPropertyOptional({
    description: 'Read the session from storage even when the cookie cache holds it',
    example: false,
  })
  @IsOmittable()
  @BooleanFromString()
  @IsBoolean()
  disableCookieCache?: boolean;

  @ApiPropertyOptional({ description: 'Do not extend the session even when it is due', example: false })
  @IsOmittable()
  @BooleanFromString()
  @IsBoolean()
  disableRefresh?: boolean;
}
