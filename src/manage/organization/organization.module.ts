import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { AdminAccessModule } from '../../identity/access/admin-access.module';
import { SessionModule } from '../../identity/session/session.module';
import { UserModel } from '../../identity/user/user.model';
import { InvitationController } from './invitation.controller';
import { InvitationService } from './invitation.service';
import { InvitationAnswers } from './invitation-answers.service';
import { MemberController } from './member.controller';
import { MemberService } from './member.service';
import { InvitationModel } from './models/invitation.model';
import { MemberModel } from './models/member.model';
import { OrganizationModel } from './models/organization.model';
import { OrganizationRoleModel } from './models/organization-role.model';
import { TeamMemberModel } from './models/team-member.model';
import { TeamModel } from './models/team.model';
import { OrganizationAccess } from './organization-access';
import { DirectoryMembers } from './directory-members';
import { OrganizationMembershipSource } from './organization-membership-source';
import { OrganizationController } from './organization.controller';
import { OrganizationRoleController } from './organization-role.controller';
import { OrganizationRoleService } from './organization-role.service';
import { OrganizationService } from './organization.service';
import { OrganizationReads } from './organization-reads.service';
import { InvitationRepository } from './repositories/invitation.repository';
import { MemberRepository } from './repositories/member.repository';
import { OrganizationRepository } from './repositories/organization.repository';
import { OrganizationRoleRepository } from './repositories/organization-role.repository';
import { TeamRepository } from './repositories/team.repository';
import { TeamController } from './team.controller';
import { TeamService } from './team.service';
import { WorkspaceSwitcher } from './workspace-switcher';
import { InvitedSignUps } from './invited-sign-ups';

@Module({
  imports: [
    SequelizeModule.forFeature([
      OrganizationModel,
      OrganizationRoleModel,
      MemberModel,
      InvitationModel,
      TeamModel,
      TeamMemberModel,
      UserModel,
    ]),
    SessionModule,
    AdminAccessModule,
  ],
  controllers: [
    OrganizationController,
    MemberController,
    InvitationController,
    TeamController,
    OrganizationRoleController,
  ],
  providers: [
    OrganizationRepository,
    OrganizationRoleRepository,
    MemberRepository,
    InvitationRepository,
    TeamRepository,
    OrganizationAccess,
    WorkspaceSwitcher,
    OrganizationService,
    OrganizationReads,
    MemberService,
    InvitationService,
    InvitationAnswers,
    TeamService,
    OrganizationRoleService,
    InvitedSignUps,
    OrganizationMembershipSource,
    DirectoryMembers,
  ],
  // The administrators' organization lists, in the admin module, read them; SCIM provisions members.
  exports: [OrganizationRepository, MemberRepository, DirectoryMembers],
})
export class OrganizationModule {}
