import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../../platform/common/http/page.query';
import { PageResponse } from '../../../platform/common/http/page.response';
import { IsOmittable } from '../../../platform/common/validation/optional';
import { OrganizationResponse } from '../../organization/dto/organization.responses';

export const ORGANIZATION_SORT_FIELDS = ['name', 'createdAt', 'memberCount'] as const;

/** list-organizations: a search on name and slug and a sort, on the paging of list-users. */
export class ListOrganizationsQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Text the name or the slug contains, ignoring case', example: 'acme' })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  searchValue?: string;

  @ApiPropertyOptional({ enum: ORGANIZATION_SORT_FIELDS, default: 'createdAt' })
  @IsOmittable()
  @IsIn(ORGANIZATION_SORT_FIELDS)
  sortBy?: (typeof ORGANIZATION_SORT_FIELDS)[number];
}

export class OrganizationOwnerResponse {
  @ApiProperty({ example: 'k2VfY0oQ3a9LwE4tR7uI1pZx8cB5nM6d' }) id: string;
  @ApiProperty({ example: 'Grace Hopper' }) name: string;
  @ApiProperty({ example: 'grace@example.com' }) email: string;
}

export class ListedOrganizationResponse extends OrganizationResponse {
  @ApiProperty({ description: 'Members, the owner included', example: 3 })
  memberCount: number;

  @ApiProperty({
    type: OrganizationOwnerResponse,
    nullable: true,
    description: 'The earliest member holding the creator role (owner); null when none is left',
  })
  owner: OrganizationOwnerResponse | null;
}

export class ListOrganizationsResponse extends PageResponse {
  @ApiProperty({ type: ListedOrganizationResponse, isArray: true })
  organizations: ListedOrganizationResponse[];
}
