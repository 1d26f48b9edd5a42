import { ApiProperty } from '@nestjs/swagger';
import { UserResponse, toUserResponse } from '../../user/dto/user.response';
import { ActiveSession, Session } from '../session.types';

export class SessionResponse {
  @ApiProperty({ type: String, format: 'date-time' })
  expiresAt: Date;

  @ApiProperty({
    description: 'The session token (32 characters); revoke-session takes it',
    example: 'Qm3xT8vK1pL0sD7fG2hJ9aZ4cV6bN5wE',
  })
  token: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;

  @ApiProperty({
    description: 'Client address when the session was made',
    nullable: true,
    type: String,
    example: '203.0.113.7',
  })
  ipAddress: string | null;

  @ApiProperty({ description: 'Client user agent when the session was made', nullable: true, type: String })
  userAgent: string | null;

  @ApiProperty({ example: 'k2VfY0oQ3a9LwE4tR7uI1pZx8cB5nM6d' })
  userId: string;

  @ApiProperty({
    description: 'The administrator impersonating the user, if any',
    nullable: true,
    type: String,
    example: null,
  })
  impersonatedBy: string | null;

  @ApiProperty({ description: 'The organization the session works in', nullable: true, type: String, example: null })
  activeOrganizationId: string | null;

  @ApiProperty({ description: 'The team the session works in', nullable: true, type: String, example: null })
  activeTeamId: string | null;

  @ApiProperty({ example: 'p9Lm2Nb4Vc6Xz8Aq1Ws3Ed5Rf7Tg0Yh' })
  id: string;
}

export class SessionWithUserResponse {
  @ApiProperty({ type: SessionResponse })
  session: SessionResponse;

  @ApiProperty({ type: UserResponse })
  user: UserResponse;
}

export function toSessionResponse(session: Session): SessionResponse {
  return {
    expiresAt: session.expiresAt,
    token: session.token,
    createdAt: session.createdAt,
    updatedAt: session.updatedAt,
    ipAddress: session.ipAddress,
    userAgent: session.userAgent,
    userId: session.userId,
    impersonatedBy: session.impersonatedBy,
    activeOrganizationId: session.activeOrganizationId,
    activeTeamId: session.activeTeamId,
    id: session.id,
  };
}

export function toSessionWithUserResponse(active: ActiveSession): SessionWithUserResponse {
  return { session: toSessionResponse(active.session), user: toUserResponse(active.user) };
}
