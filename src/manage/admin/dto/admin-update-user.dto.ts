import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import { UserIdDto } from './user-id.dto';

export class AdminUpdateUserDto extends UserIdDto {
  @ApiProperty({
    description:
      'name, image and configured additional fields; role (needs set-role); email and emailVerified (need set-email ' +
      'as Better Auth 1.7 answers); banned, banReason, banExpires (need ban; 1.7 only)',
    example: { name: 'Ada King', emailVerified: true },
  })
  @IsObject()
  data: Record<string, unknown>;
}
