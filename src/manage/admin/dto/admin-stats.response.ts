import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class DayCount {
  @ApiProperty({ description: 'UTC day, YYYY-MM-DD', example: '2026-11-24' })
  date: string;

  @ApiProperty({ example: 12 })
  count: number;
}

export class LabelledCount {
  @ApiProperty({
    description: 'A verification result (`valid` or an error code), or a sign-in failure code',
    example: 'valid',
  })
  label: string;

  @ApiPropertyOptional({
    description: "For an error code, the error catalogue's message for it, to show people instead of the code",
    example: 'Invalid email or password',
  })
  message?: string;

  @ApiProperty({ example: 340 })
  count: number;
}

export class UserCounts {
  @ApiProperty({ example: 1200 })
  total: number;

  @ApiProperty({ example: 3 })
  banned: number;

  @ApiProperty({ example: 950 })
  verified: number;

  @ApiProperty({ description: 'Users with the admin role', example: 2 })
  admins: number;
}

export class AdminStatsResponse {
  @ApiProperty({ type: UserCounts })
  users: UserCounts;

  @ApiProperty({
    type: DayCount,
    isArray: true,
    description: 'Sign-ups on each of the last 30 UTC days, oldest first, today last',
  })
  signUpsPerDay: DayCount[];

  @ApiProperty({ description: 'Sessions that have not expired', example: 87 })
  activeSessions: number;

  @ApiProperty({
    type: LabelledCount,
    isArray: true,
    description: 'API-key verifications by result since this instance started',
  })
  apiKeyVerifications: LabelledCount[];

  @ApiProperty({ description: 'Successful sign-ins since this instance started', example: 410 })
  signIns: number;

  @ApiProperty({
    type: LabelledCount,
    isArray: true,
    description: 'Refused sign-ins by error code since this instance started',
  })
  signInFailures: LabelledCount[];
}
