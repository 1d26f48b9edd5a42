import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../../platform/common/validation/optional';

export class DeleteUserDto {
  @ApiPropertyOptional({ description: 'Where the confirmation link leads after deletion', example: '/goodbye' })
  @IsOmittable()
  @MaxLength(2048)
  @IsString()
  callbackURL?: string;

  @ApiPropertyOptional({ description: 'Your password; without it the session must be fresh' })
  @IsOmittable()
  @MaxLength(4096)
  @IsString()
  password?: string;

  @ApiPropertyOptional({ description: 'The token from the confirmation e-mail' })
  @IsOmittable()
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
  @IsOmittable()
  @MaxLength(2048)
  @IsString()
  callbackURL?: string;
}
