import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { UserIdDto } from './user-id.dto';

export class BanUserDto extends UserIdDto {
  @ApiPropertyOptional({ description: 'Shown to nobody but administrators; default "No reason"', example: 'Left the company' })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  banReason?: string;

  @ApiPropertyOptional({ description: 'Seconds until the ban lifts at the next sign-in; absent or 0: never', example: 86400 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  banExpiresIn?: number;
}
