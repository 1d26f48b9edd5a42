import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { UserIdDto } from './user-id.dto';

export class SetUserPasswordDto extends UserIdDto {
  @ApiProperty({ description: '8 to 128 characters', example: 'a new long passphrase' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(4096)
  newPassword: string;
}
