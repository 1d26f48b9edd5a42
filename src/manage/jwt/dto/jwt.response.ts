import { ApiProperty } from '@nestjs/swagger';

export class TokenResponse {
  @ApiProperty({
    description: 'A JWT for the caller, signed by the key set at /jwks',
    example: 'eyJhbGciOiJFZERTQSIsImtpZCI6Ii4uLiJ9.eyJzdWIiOiIuLi4ifQ.c2ln',
  })
  token: string;
}

export class PublicJwkResponse {
  @ApiProperty({ description: 'Key id, the `kid` of the tokens it signed', example: 'p9Lm2Nb4Vc6Xz8Aq1Ws3Ed5Rf7Tg0Yh' })
  kid: string;

  @ApiProperty({ enum: ['OKP', 'EC', 'RSA'], example: 'OKP' })
  kty: string;

  @ApiProperty({ enum: ['EdDSA', 'ES256', 'RS256'], example: 'EdDSA' })
  alg: string;

  @ApiProperty({ required: false, description: 'Curve of OKP and EC keys', example: 'Ed25519' })
  crv?: string;

  @ApiProperty({ required: false, description: 'Public key (OKP, EC), base64url' })
  x?: string;

  @ApiProperty({ required: false, description: 'Y coordinate (EC), base64url' })
  y?: string;

  @ApiProperty({ required: false, description: 'Modulus (RSA), base64url' })
  n?: string;

  @ApiProperty({ required: false, description: 'Exponent (RSA), base64url', example: 'AQAB' })
  e?: string;
}

export class JwksResponse {
  @ApiProperty({ type: PublicJwkResponse, isArray: true })
  keys: PublicJwkResponse[];
}
