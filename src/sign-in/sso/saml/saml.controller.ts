import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Caller } from '../../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { ApiErrors } from '../../../platform/common/http/api-errors.decorator';
import { TakesForms } from '../../../platform/common/http/body-type.guard';
import { CrossSiteForm } from '../../../platform/runtime/http/origin.guard';
import { RequestMetaReader } from '../../../identity/session/request-meta';
import { SsoSessionRedirect } from '../sign-in/sso-session-redirect';
import { SamlAcsDto, SpMetadataQuery } from './dto/saml-acs.dto';
import { SamlSignIn } from './saml-sign-in.service';
import { SamlSpMetadata } from './saml-sp-metadata';
import { SAML_ERRORS } from './saml.errors';

@ApiTags('Single sign-on')
@Controller('sso/saml2/sp')
export class SamlController {
  constructor(
    private readonly metadata: SamlSpMetadata,
    private readonly signIns: SamlSignIn,
    private readonly redirect: SsoSessionRedirect,
    private readonly meta: RequestMetaReader,
  ) {}

  @Get('metadata')
  @ApiOperation({ summary: "Our SAML service-provider metadata for one provider, for its IdP's configuration" })
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'SAML metadata in XML format' })
  @ApiErrors(
    BASE_ERRORS.VALIDATION_ERROR,
    SAML_ERRORS.NO_PROVIDER_FOUND_FOR_THE_GIVEN_PROVIDERID,
    SAML_ERRORS.INVALID_SAML_CONFIGURATION,
  )
  async spMetadata(@Query() query: SpMetadataQuery, @Res() res: Response): Promise<void> {
    const xml = await this.metadata.xmlFor(query.providerId);
    res.type('application/xml').send(xml);
  }

  @Post('acs/:providerId')
  @HttpCode(302)
  @CrossSiteForm()
  @TakesForms()
  @ApiOperation({
    summary: "The assertion consumer: the IdP's signed Response, posted by the browser, signs in",
    description:
      'Signed Response and assertion, audience, recipient, times, InResponseTo and one use per assertion are ' +
      'checked; a refused Response redirects with ?error= and opens no session.',
  })
  @ApiFoundResponse({ description: 'To the callbackURL signed in, or to the error URL with ?error=' })
  @ApiErrors(BASE_ERRORS.VALIDATION_ERROR)
  async acs(
    @Caller() auditCaller: AuditCaller,
    @Param('providerId') providerId: string,
    @Body() body: SamlAcsDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const outcome = await this.signIns.finish(auditCaller, providerId, body, this.meta.read(req));
    this.redirect.send(res, outcome);
  }
}
