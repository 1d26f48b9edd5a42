import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { GroupProjection, groupLocation, groupResource, projectGroup, showsMembers } from './scim-group-resource';
import { ScimGroup } from './scim-group.types';
import { ScimGroupsService } from './scim-groups.service';

/** Groups as SCIM answers them: members read only when the projection shows them. */
@Injectable()
export class ScimGroupResources {
  private readonly apiRoot: string;

  constructor(
    private readonly groups: ScimGroupsService,
    config: AppConfig,
  ) {
    this.apiRoot = `${config.baseUrl}${config.basePath}`;
  }

  location(group: ScimGroup): string {
    return groupLocation(this.apiRoot, group.id);
  }

  async render(connectionId: string, groups: ScimGroup[], projection: GroupProjection) {
    const withMembers = showsMembers(projection)
      ? await this.groups.withMembers(connectionId, groups)
      : groups.map((group) => ({ group, members: [] }));
    return withMembers.map((entry) => projectGroup(groupResource(this.apiRoot, entry), projection));
  }

  async renderOne(group: ScimGroup, projection: GroupProjection) {
    const [resource] = await this.render(group.connectionId, [group], projection);
    return resource;
  }
}
