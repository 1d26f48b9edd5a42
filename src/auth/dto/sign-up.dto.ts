import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

/** Shape only; address validity and password length answer with their own catalogue errors. */
export class SignUpDto {
  @ApiProperty({ description: 'Display name', example: 'Ada Lovelace', maxLength: 256 })
  @IsString()
  @MaxLength(256)
  name: string;

  @ApiProperty({ description: 'E-mail address; stored lowercased', example: 'ada@example.com' })
  @IsString()
  @MaxLength(1024)
  email: string;

  @ApiProperty({ description: 'Password, 8 to 128 characters', example: 'correct horse battery staple' })
  @IsString()
  @MaxLength(4096)
  password: string;

  @ApiPropertyOptional({ description: 'Avatar URL', example: 'https://example.com/ada.png' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  image?: string;

  @ApiPropertyOptional({ description: 'Where the verification link leads; a relative path or a trusted origin', example: '/welcome' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  callbackURL?: string;

  @ApiPropertyOptional({ description: 'false makes a browser-session cookie and a one-day session', example: true })
  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;
}
