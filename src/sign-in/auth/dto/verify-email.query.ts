import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../../platform/common/validation/optional';

export class VerifyEmailQuery {
  @ApiProperty({ description: 'The token from the e-mailed link' })
  @MaxLength(4096)
  @IsString()
  token: string;

  @ApiPropertyOptional({ description: 'Redirect here afterwards, with `?error=` on failure', example: '/' })
  @IsOmittable()
  @MaxLength(2048)
  @IsString()
  callbackURL?: string;
}
