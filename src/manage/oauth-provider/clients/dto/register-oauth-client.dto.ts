import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, ValidateBy, ValidateIf } from 'class-validator';
import { IsOmittable } from '../../../../platform/common/validation/optional';
import { CreateOAuthClientDto } from './create-oauth-client.dto';

/**
 * `POST /oauth2/register`: RFC 7591 client metadata as the package's registration schema takes it. Fields only
 * administrators' endpoints set are dropped as unknown, except `skip_consent`, which the package refuses.
 */
export class RegisterOAuthClientDto extends CreateOAuthClientDto {
  @ApiPropertyOptional({
    type: Boolean,
    description: 'Refused in any form: consent is skipped only by administrators’ endpoints',
  })
  @ValidateIf((_dto, value) => value !== undefined)
  @ValidateBy({
    name: 'isAbsent',
    validator: { validate: () => false, defaultMessage: () => '$property must be a never' },
  })
  skip_consent?: never;

  @ApiPropertyOptional({ enum: ['public', 'pairwise'], description: 'Only `public`: no pairwise secret is set' })
  @IsOmittable()
  @IsIn(['public', 'pairwise'])
  subject_type?: string;
}
