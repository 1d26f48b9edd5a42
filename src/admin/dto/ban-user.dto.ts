import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { UserIdDto } from './user-id.dto';

const BAN_EXPIRES_IN_MAX_SECONDS = 100 * 365 * 86_400;

export class BanUserDto extends UserIdDto {
  @ApiPropertyOptional({
    description: 'Shown to nobody but administrators; default "No reason"',
    example: 'Left the company',
  })
  @IsOptional()
  @MaxLength(1024)
  @IsString()
  banReason?: string;

  @ApiPropertyOptional({
    description: 'Seconds until the ban lifts at the next sign-in; absent or 0: never',
    example: 86400,
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  // A century: far beyond any real ban, far below dates a database cannot store (a 500 otherwise).
  @Max(BAN_EXPIRES_IN_MAX_SECONDS)
  banExpiresIn?: number;
}
