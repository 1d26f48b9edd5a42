import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { IsNullable, IsOmittable } from '../../../platform/common/validation/optional';

const ID_LENGTH = 256;
const NAME_LENGTH = 256;

export class CreateTeamDto {
  @ApiProperty({ example: 'Platform' })
  @MaxLength(NAME_LENGTH)
  @MinLength(1)
  @IsString()
  name: string;

  @ApiPropertyOptional({ description: 'Defaults to the active organization' })
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  organizationId?: string;
}

export class TeamChangesDto {
  @ApiPropertyOptional({ example: 'Platform team' })
  @IsOmittable()
  @MaxLength(NAME_LENGTH)
  @MinLength(1)
  @IsString()
  name?: string;

  @ApiPropertyOptional({ description: 'The team’s organization; defaults to the active one' })
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  organizationId?: string;
}

export class UpdateTeamDto {
  @ApiProperty({ example: 'Tm5aB7cD9eF1gH3jK5lM7nP9qR1sT3uV' })
  @MaxLength(ID_LENGTH)
  @IsString()
  teamId: string;

  @ApiProperty({ type: TeamChangesDto })
  @ValidateNested()
  @Type(() => TeamChangesDto)
  @IsObject()
  data: TeamChangesDto;
}

export class RemoveTeamDto {
  @ApiProperty({ example: 'Tm5aB7cD9eF1gH3jK5lM7nP9qR1sT3uV' })
  @MaxLength(ID_LENGTH)
  @IsString()
  teamId: string;

  @ApiPropertyOptional({ description: 'Defaults to the active organization' })
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  organizationId?: string;
}

export class SetActiveTeamDto {
  @ApiPropertyOptional({ description: 'null clears the active team', nullable: true, type: String })
  @IsNullable()
  @MaxLength(ID_LENGTH)
  @IsString()
  teamId?: string | null;
}

export class ListTeamsQuery {
  @ApiPropertyOptional({ description: 'Defaults to the active organization' })
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  organizationId?: string;
}

export class ListTeamMembersQuery {
  @ApiPropertyOptional({ description: 'Defaults to the active team' })
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  teamId?: string;
}

export class TeamMemberDto {
  @ApiProperty({ example: 'Tm5aB7cD9eF1gH3jK5lM7nP9qR1sT3uV' })
  @MaxLength(ID_LENGTH)
  @IsString()
  teamId: string;

  @ApiProperty({ example: 'k2VfY0oQ3a9LwE4tR7uI1pZx8cB5nM6d' })
  @MaxLength(ID_LENGTH)
  @IsString()
  userId: string;
}
