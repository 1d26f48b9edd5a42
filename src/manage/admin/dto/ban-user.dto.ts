import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsString, Max, MaxLength, Min } from 'class-validator';
import { UserIdDto } from './user-id.dto';
import { IsNullable, IsOmittable } from '../../../platform/common/validation/optional';

const BAN_EXPIRES_IN_MAX_SECONDS = 100 * 365 * 86_400;

export class BanUserDto extends UserIdDto {
  @ApiPropertyOptional({
    description: 'Shown to nobody but administrators; absent or null: "No reason"',
    type: String,
    example: 'Left the company',
  })
  @IsNullable()
  @MaxLength(1024)
  @IsString()
  banReason?: string | null;

  @ApiPropertyOptional({
    description: 'Seconds until the ban lifts at the next sign-in; absent or 0: never',
    example: 86400,
  })
  @IsOmittable()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  // A century: far beyond any real ban, far below dates a database cannot store (a 500 otherwise).
  @Max(BAN_EXPIRES_IN_MAX_SECONDS)
  banExpiresIn?: number;
}
