import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { SessionGuard } from '../session/session.guard';
import { AccessStatementsResponse } from './dto/access-statements.response';
import { AdminRoles } from './admin-roles';
import { OrganizationRoles } from './organization-roles';

/** The one catalogue of statements and predefined roles; the dashboard builds its role editors from it. */
@ApiTags('Access')
@ApiCookieAuth()
@ApiSecurity('api-key')
@Controller('access')
export class AccessStatementsController {
  constructor(
    private readonly adminRoles: AdminRoles,
    private readonly organizationRoles: OrganizationRoles,
  ) {}

  @Get('statements')
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary: 'Every resource and action of the admin and organization sides, and the roles the configuration defines',
  })
  @ApiOkResponse({ type: AccessStatementsResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED)
  statements(): AccessStatementsResponse {
    return {
      admin: { statements: this.adminRoles.statements(), roles: this.adminRoles.predefinedRoles() },
      organization: {
        statements: this.organizationRoles.statements(),
        roles: this.organizationRoles.predefinedRoles(),
      },
    };
  }
}
