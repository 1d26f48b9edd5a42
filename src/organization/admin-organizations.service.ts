import { Injectable } from '@nestjs/common';
import { UserService } from '../user/user.service';
import { UserOrganizationResponse } from './dto/user-organization.response';
import { MemberRepository } from './repositories/member.repository';
import { OrganizationRepository } from './repositories/organization.repository';

/** What an administrator sees of a user's organizations on the user's page. */
@Injectable()
export class AdminOrganizationsService {
  constructor(
    private readonly users: UserService,
    private readonly organizations: OrganizationRepository,
    private readonly members: MemberRepository,
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
}
