import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';

export class VerifyAuthenticationDto {
  @ApiProperty({
    description: "The browser's assertion (AuthenticationResponseJSON), as navigator.credentials.get gave it",
    type: Object,
  })
  @IsObject()
  response: Record<string, unknown>;
}
