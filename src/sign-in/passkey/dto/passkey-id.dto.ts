import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class DeletePasskeyDto {
  @ApiProperty({ description: 'The id of the passkey to delete', example: 'some-passkey-id' })
  @MaxLength(256)
  @IsString()
  id: string;
}

export class UpdatePasskeyDto {
  @ApiProperty({ description: 'The id of the passkey to rename', example: 'passkey-id' })
  @MaxLength(256)
  @IsString()
  id: string;

  @ApiProperty({ description: 'The new name', example: 'my-new-passkey-name' })
  @MaxLength(256)
  @IsString()
  name: string;
}
