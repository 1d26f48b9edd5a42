import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { OrganizationResponse } from '../../organization/dto/organization.responses';

export class UserOrganizationResponse extends OrganizationResponse {
  @ApiProperty({ description: "The user's role in the organization, comma-joined when several", example: 'admin' })
  role: string;
}

export class ListUserOrganizationsQuery {
  @ApiProperty({ description: 'The user whose organizations to list', example: 'k2VfY0oQ3a9LwE4tR7uI1pZx8cB5nM6d' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  userId: string;
}
