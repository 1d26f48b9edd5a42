import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { IsStringOrStringList } from './role-input.validator';
import { IsOmittable } from '../../../platform/common/validation/optional';

const ID_LENGTH = 256;

export class InviteMemberDto {
  @ApiProperty({ example: 'grace@example.com' })
  @MaxLength(320)
  @IsString()
  email: string;

  @ApiProperty({ description: 'owner (owners only), admin or member; one or a list', example: 'member' })
  @IsStringOrStringList()
  role: string | string[];

  @ApiPropertyOptional({ description: 'Defaults to the active organization' })
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  organizationId?: string;

  @ApiPropertyOptional({ description: 'Re-send a pending invitation with a fresh expiry instead of refusing' })
  @IsOmittable()
  @IsBoolean()
  resend?: boolean;

  @ApiPropertyOptional({
    description: 'Team (or teams) to join on acceptance',
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
  })
  @IsOmittable()
  @IsStringOrStringList()
  teamId?: string | string[];
}

export class InvitationIdDto {
  @ApiProperty({ example: 'In4vT8aB2cD6eF0gH3jK5lM7nP9qR1sU' })
  @MaxLength(ID_LENGTH)
  @IsString()
  invitationId: string;
}

export class GetInvitationQuery {
  @ApiProperty({ example: 'In4vT8aB2cD6eF0gH3jK5lM7nP9qR1sU' })
  @MaxLength(ID_LENGTH)
  @IsString()
  id: string;
}

export class ListInvitationsQuery {
  @ApiPropertyOptional({ description: 'Defaults to the active organization' })
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  organizationId?: string;
}

export class ListUserInvitationsQuery {
  @ApiPropertyOptional({ description: 'Server-only (x-service-key): whose invitations to list' })
  @IsOmittable()
  @MaxLength(320)
  @IsString()
  email?: string;
}
