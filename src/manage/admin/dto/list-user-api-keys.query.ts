import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class ListUserApiKeysQuery {
  @ApiProperty({ description: 'The user whose keys to list', example: 'k2VfY0oQ3a9LwE4tR7uI1pZx8cB5nM6d' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  userId: string;
}
