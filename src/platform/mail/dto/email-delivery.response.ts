import { ApiProperty } from '@nestjs/swagger';

/** An undelivered e-mail: never its body, which carries one-time links. */
export class EmailDeliveryResponse {
  @ApiProperty({ example: 'Qm2Lr8Vt1Zp4Wn6Bs0Hc5Jd7Fa2Xk3y9' })
  id: string;

  @ApiProperty({ example: 'ada@example.com' })
  to: string;

  @ApiProperty({ example: 'Reset your password' })
  subject: string;

  @ApiProperty({
    enum: ['pending', 'failed'],
    description: '`pending`: another attempt is due at `nextAttemptAt`; `failed`: given up on',
    example: 'pending',
  })
  status: string;

  @ApiProperty({ description: 'Attempts made so far', example: 3 })
  attempts: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'What the mail server (or the connection to it) answered last',
    example: 'connect ECONNREFUSED 10.0.0.25:587',
  })
  lastError: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastAttemptAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null once given up on' })
  nextAttemptAt: Date | null;
}

export class EmailDeliveriesResponse {
  @ApiProperty({ type: [EmailDeliveryResponse], description: 'Newest first' })
  deliveries: EmailDeliveryResponse[];

  @ApiProperty({ description: 'Every undelivered e-mail with a failed attempt that matches', example: 2 })
  total: number;

  @ApiProperty({ example: 50 })
  limit: number;

  @ApiProperty({ example: 0 })
  offset: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Days a failed e-mail is kept after its last attempt, then deleted; null when kept for ever',
    example: 30,
  })
  failedRetentionDays: number | null;
}
