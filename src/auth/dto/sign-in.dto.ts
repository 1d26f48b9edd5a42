import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

export class SignInDto {
  @ApiProperty({ example: 'ada@example.com' })
  @IsString()
  @MaxLength(1024)
  email: string;

  @ApiProperty({ example: 'correct horse battery staple' })
  @IsString()
  @MaxLength(4096)
  password: string;

  @ApiPropertyOptional({ description: 'Returned as `url` with `redirect: true`', example: '/dashboard' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  callbackURL?: string;

  @ApiPropertyOptional({ description: 'false makes a browser-session cookie and a one-day session', example: true })
  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;
}
