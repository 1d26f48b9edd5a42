import { ActiveSession, ActiveWorkspace } from '../../../src/identity/session/session.types';
import { SessionService } from '../../../src/identity/session/session.service';
import { User } from '../../../src/identity/user/user.types';
import { EmailDeliverySweeper } from '../../../src/platform/mail/email-delivery-sweeper';
import { EmailDeliveryService } from '../../../src/platform/mail/email-delivery.service';
import { EmailOutboxModel } from '../../../src/platform/mail/email-outbox.model';
import { EmailOutboxRepository } from '../../../src/platform/mail/email-outbox.repository';
import { EmailOutboxService } from '../../../src/platform/mail/email-outbox.service';
import { LogMailer } from '../../../src/platform/mail/log.mailer';
import { MailMetrics } from '../../../src/platform/mail/mail-metrics';
import { InvitationService } from '../../../src/manage/organization/invitation.service';
import { MemberService } from '../../../src/manage/organization/member.service';
import { TeamService } from '../../../src/manage/organization/team.service';
import { InvitationModel } from '../../../src/manage/organization/models/invitation.model';
import { MemberModel } from '../../../src/manage/organization/models/member.model';
import { OrganizationModel } from '../../../src/manage/organization/models/organization.model';
import { TeamMemberModel } from '../../../src/manage/organization/models/team-member.model';
import { TeamModel } from '../../../src/manage/organization/models/team.model';
import { OrganizationAccess } from '../../../src/manage/organization/organization-access';
import { OrganizationService } from '../../../src/manage/organization/organization.service';
import { OrganizationReads } from '../../../src/manage/organization/organization-reads.service';
import { InvitationRepository } from '../../../src/manage/organization/repositories/invitation.repository';
import { MemberRepository } from '../../../src/manage/organization/repositories/member.repository';
import { OrganizationRepository } from '../../../src/manage/organization/repositories/organization.repository';
import { TeamRepository } from '../../../src/manage/organization/repositories/team.repository';
import { UserModel } from '../../../src/identity/user/user.model';
import { OrganizationMemberships } from '../../../src/identity/access/organization-memberships';
import { OrganizationRoles } from '../../../src/identity/access/organization-roles';
import { OrganizationRoleModel } from '../../../src/manage/organization/models/organization-role.model';
import { OrganizationMembershipSource } from '../../../src/manage/organization/organization-membership-source';
import { OrganizationRoleRepository } from '../../../src/manage/organization/repositories/organization-role.repository';
import { Medium } from './medium-services';
import { sessionService, signInAs } from './sessions';

export interface OrganizationPieces {
  sessions: SessionService;
  organizations: OrganizationService;
  reads: OrganizationReads;
  members: MemberService;
  invitations: InvitationService;
  teams: TeamService;
  /** A signed-in caller for the user, with a session of its own in the database. */
  signIn(user: User): Promise<ActiveSession>;
  /** Moves the caller's session where a call said it moves, as the controllers do. */
  follow(caller: ActiveSession, outcome: { workspace?: ActiveWorkspace }): Promise<void>;
  close(): Promise<void>;
}

/** The organization services over the medium database, as the organization module wires them; e-mail is logged. */
export function organizationPieces(medium: Medium): OrganizationPieces {
  const { config, clock, users, metrics, audit, db } = medium;
  const sessions = sessionService(medium);
  const memberRows = new MemberRepository(MemberModel, UserModel);
  const organizationRows = new OrganizationRepository(OrganizationModel, MemberModel);
  const teamRows = new TeamRepository(TeamModel, TeamMemberModel);
  const invitationRows = new InvitationRepository(InvitationModel);
  const roleRows = new OrganizationRoleRepository(OrganizationRoleModel);
  const memberships = new OrganizationMemberships();
  new OrganizationMembershipSource(memberRows, organizationRows, roleRows, memberships, clock).onModuleInit();
  const roles = new OrganizationRoles(config, memberships);
  const access = new OrganizationAccess(memberRows, roles);
  const outboxRows = new EmailOutboxRepository(EmailOutboxModel);
  const delivery = new EmailDeliveryService(
    outboxRows,
    new LogMailer(),
    db.database,
    clock,
    new MailMetrics(metrics, outboxRows),
    config,
  );
  const deliverySweeper = new EmailDeliverySweeper(delivery);
  const outbox = new EmailOutboxService(outboxRows, db.database, deliverySweeper, clock, config, audit);
  const rest = [users, sessions, db.database, clock, config, audit] as const;
  const common = [access, ...rest] as const;
  const teams = new TeamService(teamRows, memberRows, organizationRows, access, sessions, clock, config);
  return {
    sessions,
    organizations: new OrganizationService(organizationRows, memberRows, invitationRows, teamRows, roleRows, ...common),
    reads: new OrganizationReads(organizationRows, memberRows, invitationRows, teamRows, access, config),
    members: new MemberService(memberRows, organizationRows, teamRows, access, roles, ...rest),
    invitations: new InvitationService(
      invitationRows,
      memberRows,
      organizationRows,
      teams,
      access,
      roles,
      outbox,
      db.database,
      clock,
      config,
      audit,
    ),
    teams,
    signIn: (user) => signInAs(sessions, user),
    async follow(caller, outcome) {
      if (!outcome.workspace) return;
      caller.session = (await sessions.setActive(caller.session.token, outcome.workspace)) ?? caller.session;
    },
    close: () => deliverySweeper.onModuleDestroy(),
  };
}
