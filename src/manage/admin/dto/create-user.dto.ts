import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../../platform/common/validation/optional';

export class CreateUserDto {
  @ApiProperty({ example: 'new.hire@example.com' })
  @MaxLength(1024)
  @IsString()
  email: string;

  @ApiProperty({ description: '8 to 128 characters', example: 'a first long passphrase' })
  @MaxLength(4096)
  @IsString()
  password: string;

  @ApiProperty({ example: 'New Hire' })
  @MaxLength(256)
  @IsString()
  name: string;

  @ApiPropertyOptional({
    description: 'One role or several; the default role when absent',
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: 'user',
  })
  @IsOmittable()
  role?: unknown;

  @ApiPropertyOptional({
    description: 'Values for the configured additional user fields',
    example: { department: 'IT' },
  })
  @IsOmittable()
  @IsObject()
  data?: Record<string, unknown>;
}
