import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsObject, IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../../platform/common/validation/optional';

export class VerifyRegistrationDto {
  @ApiProperty({
    description:
      "The browser's registration response (RegistrationResponseJSON), as navigator.credentials.create gave it",
    type: Object,
  })
  @IsObject()
  response: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'Name of the passkey', example: 'Work laptop' })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  name?: string;

  @ApiPropertyOptional({
    description:
      'Better Auth 1.7: also sign in with a new session (cookie set, answer carries `session` and `user`); ' +
      'ignored with BETTER_AUTH_COMPAT=1.4',
  })
  @IsOmittable()
  @IsBoolean()
  createSession?: boolean;
}
