import { Controller, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../identity/access/admin-permission.guard';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { AdminOrganizationsService } from './admin-organizations.service';
import { ListUserOrganizationsQuery, UserOrganizationResponse } from './dto/user-organization.response';

@ApiTags('Admin: users')
@ApiCookieAuth()
@Controller('admin')
export class AdminOrganizationsController {
  constructor(private readonly adminOrganizations: AdminOrganizationsService) {}

  @Get('list-user-organizations')
  @AdminPermission({ user: ['get'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_GET_USER)
  @ApiOperation({ summary: 'The organizations a user is a member of, with their role in each' })
  @ApiOkResponse({ type: UserOrganizationResponse, isArray: true })
  @ApiErrors(USER_ERRORS.USER_NOT_FOUND, BASE_ERRORS.VALIDATION_ERROR)
  listUserOrganizations(@Query() query: ListUserOrganizationsQuery): Promise<UserOrganizationResponse[]> {
    return this.adminOrganizations.listFor(query.userId);
  }
}
