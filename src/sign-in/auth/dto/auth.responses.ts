import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UserResponse } from '../../../identity/user/dto/user.response';
import { TwoFactorMethod } from '../../../identity/session/sign-in-gate';

export class SignUpResponse {
  @ApiProperty({ description: 'The session token, or null when no session was made', nullable: true, type: String })
  token: string | null;

  @ApiProperty({ type: UserResponse })
  user: UserResponse;
}

export class SignInResponse {
  @ApiProperty({ description: 'true when a callbackURL was given', example: false })
  redirect: boolean;

  @ApiProperty({ description: 'The session token' })
  token: string;

  @ApiPropertyOptional({ description: 'The callbackURL, when given' })
  url?: string;

  @ApiProperty({ type: UserResponse })
  user: UserResponse;
}

export class TwoFactorRedirectResponse {
  @ApiProperty({
    description: 'The second factor is due: no session yet; verify a code with the two_factor cookie set here',
    example: true,
  })
  twoFactorRedirect: boolean;

  @ApiPropertyOptional({
    description: 'BETTER_AUTH_COMPAT=1.7 only: the ways this user can pass the second factor',
    enum: ['totp', 'otp'],
    isArray: true,
    example: ['totp', 'otp'],
  })
  twoFactorMethods?: TwoFactorMethod[];
}

export class ChangePasswordResponse {
  @ApiProperty({
    description: 'The new session token when other sessions were revoked, else null',
    nullable: true,
    type: String,
  })
  token: string | null;

  @ApiProperty({ type: UserResponse })
  user: UserResponse;
}

export class MessageStatusResponse {
  @ApiProperty({ example: true })
  status: boolean;

  @ApiProperty()
  message: string;
}

export class VerifyEmailResponse {
  @ApiProperty({ example: true })
  status: boolean;

  @ApiProperty({ type: UserResponse, nullable: true })
  user: UserResponse | null;
}

export class DeleteUserResponse {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ example: 'User deleted' })
  message: string;
}

export class AccountResponse {
  @ApiProperty()
  accountId: string;

  @ApiProperty({ example: 'credential' })
  providerId: string;

  @ApiProperty()
  userId: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;

  @ApiProperty()
  id: string;

  @ApiProperty({ type: String, isArray: true, example: [] })
  scopes: string[];
}

export class OkResponse {
  @ApiProperty({ example: true })
  ok: boolean;
}
