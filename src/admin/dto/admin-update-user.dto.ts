import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import { UserIdDto } from './user-id.dto';

export class AdminUpdateUserDto extends UserIdDto {
  @ApiProperty({
    description: 'name, email, image, emailVerified, role (needs set-role) and configured additional fields',
    example: { name: 'Ada King', emailVerified: true },
  })
  @IsObject()
  data: Record<string, unknown>;
}
