import { ApiProperty } from '@nestjs/swagger';
import { LockState } from '../../../identity/account-lockout/account-lockout.types';

/** The sign-in lock of a user's e-mail address. */
export class UserLockResponse {
  @ApiProperty({ description: 'Whether sign-in with the address is refused now, whatever the password', example: true })
  locked: boolean;

  @ApiProperty({
    description: 'When the lock lifts by itself; null when not locked',
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-01-01T12:15:00.000Z',
  })
  lockedUntil: string | null;

  @ApiProperty({
    description: 'Failed passwords counted towards the next lock (forgotten on a success or after the reset time)',
    example: 10,
  })
  failedAttempts: number;
}

export function toUserLockResponse(state: LockState): UserLockResponse {
  return {
    locked: state.isLocked,
    lockedUntil: state.lockedUntil?.toISOString() ?? null,
    failedAttempts: state.failedAttempts,
  };
}
