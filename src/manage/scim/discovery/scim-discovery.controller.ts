import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../../../platform/config/app-config';
import { ScimError } from '../scim-error';
import { ScimAnswer, ScimFailures } from '../protocol/scim-api-docs';
import { ScimProtocol } from '../protocol/scim-protocol.decorator';
import {
  DiscoveryDocument,
  RESOURCE_TYPES,
  SCHEMAS,
  SERVICE_PROVIDER_CONFIG,
  discoveryList,
  locate,
} from './scim-discovery-documents';

/** SCIM discovery (RFC 7644 §4): public, so a provisioning client can read it before it holds a token. */
@ApiTags('SCIM')
@ScimProtocol()
@Controller('scim/v2')
export class ScimDiscoveryController {
  private readonly apiRoot: string;

  constructor(config: AppConfig) {
    this.apiRoot = `${config.baseUrl}${config.basePath}`;
  }

  @Get('ServiceProviderConfig')
  @ApiOperation({ summary: 'The SCIM features this service supports' })
  @ScimAnswer(200, 'The document')
  serviceProviderConfig(): DiscoveryDocument {
    return locate(SERVICE_PROVIDER_CONFIG, this.apiRoot);
  }

  @Get('Schemas')
  @ApiOperation({ summary: 'The SCIM schemas: User, Enterprise User and Group' })
  @ScimAnswer(200, 'The document')
  schemas() {
    return discoveryList(SCHEMAS.map((schema) => locate(schema, this.apiRoot)));
  }

  @Get('Schemas/:schemaId')
  @ApiOperation({ summary: 'One SCIM schema, by its URN' })
  @ScimAnswer(200, 'The schema')
  @ScimFailures(404)
  schema(@Param('schemaId') schemaId: string): DiscoveryDocument {
    const schema = SCHEMAS.find((candidate) => candidate.id === schemaId);
    if (!schema) throw new ScimError(404, 'Schema not found');
    return locate(schema, this.apiRoot);
  }

  @Get('ResourceTypes')
  @ApiOperation({ summary: 'The SCIM resource types: User and Group' })
  @ScimAnswer(200, 'The document')
  resourceTypes() {
    return discoveryList(RESOURCE_TYPES.map((resourceType) => locate(resourceType, this.apiRoot)));
  }

  @Get('ResourceTypes/:resourceTypeId')
  @ApiOperation({ summary: 'One SCIM resource type, by its id' })
  @ScimAnswer(200, 'The resource type')
  @ScimFailures(404)
  resourceType(@Param('resourceTypeId') resourceTypeId: string): DiscoveryDocument {
    const resourceType = RESOURCE_TYPES.find((candidate) => candidate.id === resourceTypeId);
    if (!resourceType) throw new ScimError(404, 'Resource type not found');
    return locate(resourceType, this.apiRoot);
  }
}
