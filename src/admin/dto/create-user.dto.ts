import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

export class CreateUserDto {
  @ApiProperty({ example: 'new.hire@example.com' })
  @IsString()
  @MaxLength(1024)
  email: string;

  @ApiProperty({ description: '8 to 128 characters', example: 'a first long passphrase' })
  @IsString()
  @MaxLength(4096)
  password: string;

  @ApiProperty({ example: 'New Hire' })
  @IsString()
  @MaxLength(256)
  name: string;

  @ApiPropertyOptional({
    description: 'One role or several; the default role when absent',
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: 'user',
  })
  @IsOptional()
  role?: unknown;

  @ApiPropertyOptional({ description: 'Values for the configured additional user fields', example: { department: 'IT' } })
  @IsOptional()
  @IsObject()
  data?: Record<string, unknown>;
}
