import { All, Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { JwksService } from '../../jwt/jwks.service';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { authorizationServerMetadata, openIdConfiguration } from './discovery-documents';
import { OPEN_OBJECT } from '../oauth-error';
import { ProviderSettings } from './provider-settings';

/** As the package serves its metadata: cacheable for a little while, and long if the service fails. */
const METADATA_CACHE_CONTROL = 'public, max-age=15, stale-while-revalidate=15, stale-if-error=86400';
/** Where RFC 8414 §3.1 puts the metadata of an issuer with a path: the well-known name before the path. */
const AUTHORIZATION_SERVER_METADATA_ROOT = '.well-known/oauth-authorization-server';

function sendMetadata(res: Response, document: Record<string, unknown>): void {
  res.setHeader('Cache-Control', METADATA_CACHE_CONTROL);
  res.status(200).json(document);
}

/** RFC 9110 §15.5.6: 405 names the methods the resource takes. */
const methodNotAllowed = () => new AuthError(BASE_ERRORS.METHOD_NOT_ALLOWED, { headers: { Allow: 'GET, HEAD' } });

@ApiTags('OpenID provider')
@Controller()
export class DiscoveryController {
  constructor(
    private readonly settings: ProviderSettings,
    private readonly jwks: JwksService,
  ) {}

  @Get('.well-known/openid-configuration')
  @ApiOperation({ summary: 'OpenID Connect Discovery: the issuer, its endpoints, scopes, claims and algorithms' })
  @ApiOkResponse({ description: 'The OpenID provider configuration', schema: OPEN_OBJECT })
  async openIdConfiguration(@Res() res: Response): Promise<void> {
    // The provider is in use from here: the RSA key its RS256 ID tokens need is made now, so the key set a
    // relying party reads next holds it. A service that is never discovered keeps the JWT plugin's key set.
    await this.jwks.signingKey();
    await this.jwks.signingKeyFor('RS256');
    sendMetadata(res, openIdConfiguration(this.settings));
  }

  @All('.well-known/openid-configuration')
  @ApiExcludeEndpoint()
  openIdConfigurationOtherMethods(): never {
    throw methodNotAllowed();
  }
}

/** The RFC 8414 document, outside the API's base path: `/.well-known/oauth-authorization-server/api/auth`. */
@ApiTags('OpenID provider')
@Controller(AUTHORIZATION_SERVER_METADATA_ROOT)
export class AuthorizationServerMetadataController {
  private readonly path: string;

  constructor(private readonly settings: ProviderSettings) {
    this.path = `/${AUTHORIZATION_SERVER_METADATA_ROOT}${new URL(settings.issuer).pathname.replace(/\/$/, '')}`;
  }

  @Get('{*issuerPath}')
  @ApiOperation({ summary: 'OAuth 2.0 authorization server metadata (RFC 8414) of the issuer' })
  @ApiOkResponse({ description: 'The authorization server metadata', schema: OPEN_OBJECT })
  metadata(@Req() req: Request, @Res() res: Response): void {
    this.requireIssuerPath(req);
    sendMetadata(res, authorizationServerMetadata(this.settings));
  }

  @All('{*issuerPath}')
  @ApiExcludeEndpoint()
  otherMethods(@Req() req: Request): never {
    this.requireIssuerPath(req);
    throw methodNotAllowed();
  }

  private requireIssuerPath(req: Request): void {
    if (req.path !== this.path) throw new AuthError(BASE_ERRORS.NOT_FOUND);
  }
}
