import { ApiProperty } from '@nestjs/swagger';

/** The limit a key gets when its creator sets none, in a key's own field names and units. */
export class ApiKeyDefaultsResponse {
  @ApiProperty({ description: 'Whether new keys are rate-limited', example: true })
  rateLimitEnabled: boolean;

  @ApiProperty({ description: 'The rate-limit window in milliseconds', example: 86_400_000 })
  rateLimitTimeWindow: number;

  @ApiProperty({ description: 'Requests allowed per window', example: 10 })
  rateLimitMax: number;
}
