import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SessionResponse } from '../../../identity/session/dto/session.response';
import { UserResponse } from '../../../identity/user/dto/user.response';
import { Passkey } from '../passkey.types';

export class PasskeyResponse {
  @ApiProperty({ example: 'p9Lm2Nb4Vc6Xz8Aq1Ws3Ed5Rf7Tg0Yh' })
  id: string;

  @ApiProperty({ nullable: true, type: String, example: 'Work laptop' })
  name: string | null;

  @ApiProperty({ description: 'The COSE public key, base64' })
  publicKey: string;

  @ApiProperty({ example: 'k2VfY0oQ3a9LwE4tR7uI1pZx8cB5nM6d' })
  userId: string;

  @ApiProperty({ description: 'The credential id, base64url' })
  credentialID: string;

  @ApiProperty({ description: "The authenticator's signature counter", example: 0 })
  counter: number;

  @ApiProperty({ enum: ['singleDevice', 'multiDevice'] })
  deviceType: string;

  @ApiProperty({ description: 'Whether the credential is backed up (synced)' })
  backedUp: boolean;

  @ApiProperty({ description: 'Comma-separated transports', nullable: true, type: String, example: 'internal' })
  transports: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  createdAt: Date | null;

  @ApiProperty({ description: "The authenticator model's AAGUID", nullable: true, type: String })
  aaguid: string | null;
}

export class PasskeyRegistrationResponse extends PasskeyResponse {
  @ApiPropertyOptional({ type: SessionResponse, description: 'Better Auth 1.7, with `createSession: true`' })
  session?: SessionResponse;

  @ApiPropertyOptional({ type: UserResponse, description: 'Better Auth 1.7, with `createSession: true`' })
  user?: UserResponse;
}

export class UpdatePasskeyResponse {
  @ApiProperty({ type: PasskeyResponse })
  passkey: PasskeyResponse;
}

export class PasskeySignInResponse {
  @ApiProperty({ type: SessionResponse })
  session: SessionResponse;

  @ApiPropertyOptional({ type: UserResponse, description: 'Better Auth 1.7; left out with BETTER_AUTH_COMPAT=1.4' })
  user?: UserResponse;
}

/** WebAuthn's PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON. */
export class WebAuthnOptionsResponse {
  @ApiProperty({ description: 'The challenge, base64url' })
  challenge: string;

  @ApiPropertyOptional({ description: 'Milliseconds the browser waits', example: 60000 })
  timeout?: number;
}

export function toPasskeyResponse(passkey: Passkey): PasskeyResponse {
  return { ...passkey };
}
