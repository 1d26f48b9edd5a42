import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class DeleteUserDto {
  @ApiPropertyOptional({ description: 'Where the confirmation link leads after deletion', example: '/goodbye' })
  @IsOptional()
  @MaxLength(2048)
  @IsString()
  callbackURL?: string;

  @ApiPropertyOptional({ description: 'Your password; without it the session must be fresh' })
  @IsOptional()
  @MaxLength(4096)
  @IsString()
  password?: string;

  @ApiPropertyOptional({ description: 'The token from the confirmation e-mail' })
  @IsOptional()
  @MaxLength(256)
  @IsString()
  token?: string;
}

export class DeleteUserCallbackQuery {
  @ApiPropertyOptional({ description: 'The token from the confirmation e-mail' })
  @MaxLength(256)
  @IsString()
  token: string;

  @ApiPropertyOptional({ example: '/goodbye' })
  @IsOptional()
  @MaxLength(2048)
  @IsString()
  callbackURL?: string;
}
