import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class RevokeSessionDto {
  @ApiProperty({
    description: 'Token of one of your own sessions, from list-sessions',
    example: 'Qm3xT8vK1pL0sD7fG2hJ9aZ4cV6bN5wE',
  })
  @MaxLength(256)
  @IsString()
  token: string;
}
