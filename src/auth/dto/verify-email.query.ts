import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class VerifyEmailQuery {
  @ApiProperty({ description: 'The token from the e-mailed link' })
  @IsString()
  @MaxLength(4096)
  token: string;

  @ApiPropertyOptional({ description: 'Redirect here afterwards, with `?error=` on failure', example: '/' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  callbackURL?: string;
}
