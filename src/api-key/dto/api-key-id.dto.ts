import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class DeleteApiKeyDto {
  @ApiProperty({ example: 'Jd8fK2mP0qR5sT7uV9wX1yZ3aB4cD6eF' })
  @MaxLength(256)
  @IsString()
  keyId: string;
}

export class GetApiKeyQuery {
  @ApiProperty({ example: 'Jd8fK2mP0qR5sT7uV9wX1yZ3aB4cD6eF' })
  @MaxLength(256)
  @IsString()
  id: string;
}
