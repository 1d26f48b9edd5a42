import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** `{ client_id }`, in a body or a query. */
export class ClientIdDto {
  @ApiProperty({ example: 'aBcDeFgHiJkLmNoPqRsTuVwXyZaBcDeF' })
  @MaxLength(256)
  @IsString()
  client_id: string;
}
