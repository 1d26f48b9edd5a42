import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UserResponse } from '../../../identity/user/dto/user.response';

export class EnableTwoFactorResponse {
  @ApiPropertyOptional({
    description: 'BETTER_AUTH_COMPAT=1.7 only: the method enabled',
    enum: ['totp', 'otp'],
    example: 'totp',
  })
  method?: 'totp' | 'otp';

  @ApiPropertyOptional({
    description: 'otpauth URI to show as a QR code; absent for `method: "otp"`',
    example: 'otpauth://totp/Better%20Auth:ada%40example.com?secret=…',
  })
  totpURI?: string;

  @ApiPropertyOptional({
    description: 'One-time backup codes, shown only now; absent for `method: "otp"`',
    type: [String],
    example: ['a1B2c-3D4e5'],
  })
  backupCodes?: string[];
}

export class TotpUriResponse {
  @ApiProperty({ example: 'otpauth://totp/Better%20Auth:ada%40example.com?secret=…' })
  totpURI: string;
}

export class BackupCodesResponse {
  @ApiProperty({ example: true })
  status: boolean;

  @ApiProperty({ type: [String], example: ['a1B2c-3D4e5'] })
  backupCodes: string[];
}

export class SecondFactorResponse {
  @ApiProperty({ description: 'The session token', example: 'k2VfY0oQ3a9LwE4tR7uI1pZx8cB5nM6d' })
  token: string;

  @ApiProperty({ type: UserResponse })
  user: UserResponse;
}
