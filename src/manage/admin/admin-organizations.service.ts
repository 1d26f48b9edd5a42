import { Injectable } from '@nestjs/common';
import { pageWindow } from '../../platform/common/http/page.query';
import { AppConfig } from '../../platform/config/app-config';
import { UserService } from '../../identity/user/user.service';
import { ListOrganizationsQuery } from './dto/admin-organization-list.dto';
import { UserOrganizationResponse } from './dto/user-organization.response';
import { OrganizationListEntry } from '../organization/organization.types';
import { MemberRepository } from '../organization/repositories/member.repository';
import { OrganizationListRepository } from './repositories/organization-list.repository';
import { OrganizationRepository } from '../organization/repositories/organization.repository';

/** What an administrator sees of organizations: a user's, on the user's page, and every one. */
@Injectable()
export class AdminOrganizationsService {
  constructor(
    private readonly users: UserService,
    private readonly organizations: OrganizationRepository,
    private readonly members: MemberRepository,
    private readonly list: OrganizationListRepository,
    private readonly config: AppConfig,
  ) {}

  /** The user's organizations with their role in each; a missing user is the catalogue's not-found. */
  async listFor(userId: string): Promise<UserOrganizationResponse[]> {
    await this.users.getById(userId);
    const organizations = await this.organizations.listByUser(userId);
    return Promise.all(
      organizations.map(async (organization) => ({
        ...organization,
        role: (await this.members.findByUser(organization.id, userId))?.role ?? '',
      })),
    );
  }

  /** A page of every organization, searched on name and slug, with the total and the page as list-users has. */
  async listAll(
    query: ListOrganizationsQuery,
  ): Promise<{ organizations: OrganizationListEntry[]; total: number; limit: number; offset: number }> {
    const { limit, offset } = pageWindow(query);
    const { organizations, total } = await this.list.list({
      search: query.searchValue || undefined,
      sortBy: query.sortBy ?? 'createdAt',
      direction: query.sortDirection ?? 'asc',
      creatorRole: this.config.organization.creatorRole,
      limit,
      offset,
    });
    return { organizations, total, limit, offset };
  }
}
