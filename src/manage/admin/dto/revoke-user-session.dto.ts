import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class RevokeUserSessionDto {
  @ApiProperty({ description: 'The session token (from list-user-sessions)' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  sessionToken: string;
}
