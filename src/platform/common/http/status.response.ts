import { ApiProperty } from '@nestjs/swagger';

export class StatusResponse {
  @ApiProperty({ example: true })
  status: boolean;
}

export class SuccessResponse {
  @ApiProperty({ example: true })
  success: boolean;
}
