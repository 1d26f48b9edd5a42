import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { BooleanFromString } from '../../common/validation/boolean-from-string';

export class GetSessionQuery {
  @ApiPropertyOptional({
    description: 'Read the session from storage even when the cookie cache holds it',
    example: false,
  })
  @IsOptional()
  @BooleanFromString()
  @IsBoolean()
  disableCookieCache?: boolean;

  @ApiPropertyOptional({ description: 'Do not extend the session even when it is due', example: false })
  @IsOptional()
  @BooleanFromString()
  @IsBoolean()
  disableRefresh?: boolean;
}
