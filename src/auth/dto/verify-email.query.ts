import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class VerifyEmailQuery {
  @ApiProperty({ description: 'The token from the e-mailed link' })
  @MaxLength(4096)
  @IsString()
  token: string;

  @ApiPropertyOptional({ description: 'Redirect here afterwards, with `?error=` on failure', example: '/' })
  @IsOptional()
  @MaxLength(2048)
  @IsString()
  callbackURL?: string;
}
