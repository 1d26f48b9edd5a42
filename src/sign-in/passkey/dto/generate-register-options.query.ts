import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../../platform/common/validation/optional';

export class GenerateRegisterOptionsQuery {
  @ApiPropertyOptional({
    description: '`platform` for this device only, `cross-platform` for a roaming authenticator',
    enum: ['platform', 'cross-platform'],
  })
  @IsOmittable()
  @IsIn(['platform', 'cross-platform'])
  authenticatorAttachment?: 'platform' | 'cross-platform';

  @ApiPropertyOptional({ description: 'The user name the authenticator shows; default the e-mail', example: 'Laptop' })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  name?: string;
}
