import { Controller, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../identity/access/admin-permission.guard';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { AdminOrganizationsService } from './admin-organizations.service';
import { ListOrganizationsQuery, ListOrganizationsResponse } from './dto/admin-organization-list.dto';

/** Every organization, for administrators, whether or not they are members. */
@ApiTags('Admin: organizations')
@ApiCookieAuth()
@ApiSecurity('api-key')
@Controller('admin')
export class AdminOrganizationListController {
  constructor(private readonly adminOrganizations: AdminOrganizationsService) {}

  // A read, as list-users is: it records no audit event.
  @Get('list-organizations')
  @AdminPermission({ organization: ['list'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_LIST_ORGANIZATIONS)
  @ApiOperation({
    summary: 'Every organization, searched by name or slug, sorted and paged, with its member count and owner',
  })
  @ApiOkResponse({ type: ListOrganizationsResponse })
  @ApiErrors(BASE_ERRORS.VALIDATION_ERROR)
  listOrganizations(@Query() query: ListOrganizationsQuery): Promise<ListOrganizationsResponse> {
    return this.adminOrganizations.listAll(query);
  }
}
