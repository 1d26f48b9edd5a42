import { AdminOAuthResourcesController } from './admin-oauth-resources.controller';
import { OAuthClientResourceModel, OAuthResourceModel } from './oauth-resource.models';
import { OAuthResourceRepository } from './oauth-resource.repository';
import { OAuthResourcesService } from './oauth-resources.service';
import { ResourceIndicators } from './resource-indicators';

export const RESOURCE_MODELS = [OAuthResourceModel, OAuthClientResourceModel];
export const RESOURCE_CONTROLLERS = [AdminOAuthResourcesController];
export const RESOURCE_PROVIDERS = [OAuthResourceRepository, OAuthResourcesService, ResourceIndicators];
