import { Module } from '@nestjs/common';
import { ScimDiscoveryController } from './scim-discovery.controller';

/** The public SCIM discovery documents. */
@Module({ controllers: [ScimDiscoveryController] })
export class ScimDiscoveryModule {}
