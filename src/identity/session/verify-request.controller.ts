import { Controller, Get, HttpCode, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { CurrentSession } from './current-session.decorator';
import { SessionGuard } from './session.guard';
import { ActiveSession } from './session.types';

/** For a proxy's sub-request (nginx `auth_request`): yes or no, and who, in headers a proxy can pass on. */
@ApiTags('Sessions')
@ApiCookieAuth()
@ApiSecurity('api-key')
@Controller()
export class VerifyRequestController {
  @Get('verify-request')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary: 'Whether the request carries a valid session, for nginx auth_request',
    description:
      'Answers 200 with an empty body and the caller in X-User-Id, X-User-Email, X-User-Name and X-User-Role.',
  })
  @ApiOkResponse({
    description: 'A valid session; an empty body, the identity in headers',
    headers: {
      'X-User-Id': { description: 'The user id', schema: { type: 'string' } },
      'X-User-Email': { description: 'The e-mail address, percent-encoded', schema: { type: 'string' } },
      'X-User-Name': { description: 'The name, percent-encoded', schema: { type: 'string' } },
      'X-User-Role': { description: 'The roles, comma-joined; empty for none', schema: { type: 'string' } },
    },
  })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED)
  verify(@CurrentSession() active: ActiveSession, @Res({ passthrough: true }) res: Response): void {
    const { user } = active;
    res.setHeader('X-User-Id', user.id);
    // Header values must be Latin-1; names and addresses are percent-encoded so any text survives.
    res.setHeader('X-User-Email', encodeURIComponent(user.email));
    res.setHeader('X-User-Name', encodeURIComponent(user.name));
    res.setHeader('X-User-Role', user.role ?? '');
  }
}
