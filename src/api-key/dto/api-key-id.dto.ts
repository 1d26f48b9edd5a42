import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class DeleteApiKeyDto {
  @ApiProperty({ example: 'Jd8fK2mP0qR5sT7uV9wX1yZ3aB4cD6eF' })
  @IsString()
  @MaxLength(256)
  keyId: string;
}

export class GetApiKeyQuery {
  @ApiProperty({ example: 'Jd8fK2mP0qR5sT7uV9wX1yZ3aB4cD6eF' })
  @IsString()
  @MaxLength(256)
  id: string;
}
