import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class DeleteUserDto {
  @ApiPropertyOptional({ description: 'Where the confirmation link leads after deletion', example: '/goodbye' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  callbackURL?: string;

  @ApiPropertyOptional({ description: 'Your password; without it the session must be fresh' })
  @IsOptional()
  @IsString()
  @MaxLength(4096)
  password?: string;

  @ApiPropertyOptional({ description: 'The token from the confirmation e-mail' })
  @IsOptional()
  @IsString()
  @MaxLength(256)
  token?: string;
}

export class DeleteUserCallbackQuery {
  @ApiPropertyOptional({ description: 'The token from the confirmation e-mail' })
  @IsString()
  @MaxLength(256)
  token: string;

  @ApiPropertyOptional({ example: '/goodbye' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  callbackURL?: string;
}
