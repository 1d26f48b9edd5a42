import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { IsOmittable } from '../../../../platform/common/validation/optional';

/** The IdP's HTTP-POST answer, as the browser's auto-submitted form carries it. */
export class SamlAcsDto {
  @ApiProperty({ description: 'The base64 SAML Response', example: 'PHNhbWxwOlJlc3BvbnNlIC4uLg==' })
  @IsString()
  SAMLResponse: string;

  @ApiPropertyOptional({ description: 'The RelayState sent with the AuthnRequest', example: 'q1w2e3r4t5y6' })
  @IsOmittable()
  @IsString()
  RelayState?: string;
}

export class SpMetadataQuery {
  @ApiProperty({ description: 'The SAML provider whose service-provider metadata to answer', example: 'acme-saml' })
  @IsString()
  providerId: string;
}
