import request from 'supertest';
import {
  NOT_ALLOWED_TO_ADD_TEAM_MEMBER,
  NOT_ALLOWED_TO_CANCEL,
  NOT_ALLOWED_TO_CREATE_TEAMS,
  NOT_ALLOWED_TO_DELETE_MEMBER,
  NOT_ALLOWED_TO_DELETE_ORGANIZATION,
  NOT_ALLOWED_TO_DELETE_TEAMS,
  NOT_ALLOWED_TO_INVITE,
  NOT_ALLOWED_TO_REMOVE_TEAM_MEMBER,
  NOT_ALLOWED_TO_UPDATE_MEMBER,
  NOT_ALLOWED_TO_UPDATE_ORGANIZATION,
  NOT_ALLOWED_TO_UPDATE_TEAM,
} from '../../support/organization-errors';
import { rolesSuite } from '../../support/organization-fixtures';
import { invite, orgError, setActiveOrganization } from '../../support/organizations';

type ErrorBody = ReturnType<typeof orgError>;

/**
 * One organization per test: `owner` created it (their session works in it and its default
 * team), `admin` and `member` hold those roles, `target` is a plain member the actions aim at,
 * and there is a second team.
 */
interface Fixture {
  organizationId: string;
  /** A team besides the default one (which the owner's session works in). */
  teamId: string;
  ownerMemberId: string;
  adminMemberId: string;
  memberMemberId: string;
  targetMemberId: string;
  inviteeEmail: string;
  invitationId?: string;
}

interface Action {
  name: string;
  /** What a plain member is refused with. */
  refusal: [number, ErrorBody];
  prepare?: (f: Fixture) => Promise<void>;
  run: (f: Fixture) => Promise<request.Response>;
  /** Whether the action's effect can be seen afterwards. */
  happened: (f: Fixture) => Promise<boolean>;
}

describe('Organization roles', () => {
  const { t, users, post, get, organizationWithRoles, roleOf, memberUserIds } = rolesSuite();

  /** The organization with its roles, and a second team made by the owner. */
  async function fixture(): Promise<Fixture> {
    const f = await organizationWithRoles();
    const team = await post('owner', 'create-team', { name: 'Second team', organizationId: f.organizationId }).expect(
      200,
    );
    return { ...f, teamId: team.body.id };
  }

  async function teamNames(f: Fixture): Promise<Record<string, string>> {
    const response = await get('owner', 'list-teams', { organizationId: f.organizationId }).expect(200);
    return Object.fromEntries(response.body.map((team: { id: string; name: string }) => [team.id, team.name]));
  }

  async function targetIsInTeam(f: Fixture): Promise<boolean> {
    const response = await get('target', 'list-user-teams').expect(200);
    return response.body.some((team: { id: string }) => team.id === f.teamId);
  }

  /** Team-member calls act in the active organization: the member makes it active first. */
  async function inActiveOrganization(f: Fixture): Promise<void> {
    await setActiveOrganization(t.http, users.member.cookie, f.organizationId);
  }

  const ACTIONS: Action[] = [
    {
      name: 'update the organization',
      refusal: [403, NOT_ALLOWED_TO_UPDATE_ORGANIZATION],
      run: (f) => post('member', 'update', { organizationId: f.organizationId, data: { name: 'Renamed' } }),
      happened: async (f) =>
        (await get('owner', 'get-full-organization', { organizationId: f.organizationId }).expect(200)).body.name ===
        'Renamed',
    },
    {
      name: 'delete the organization',
      refusal: [403, NOT_ALLOWED_TO_DELETE_ORGANIZATION],
      run: (f) => post('member', 'delete', { organizationId: f.organizationId }),
      happened: async (f) =>
        !(await get('owner', 'list').expect(200)).body.some((org: { id: string }) => org.id === f.organizationId),
    },
    {
      name: 'invite a member',
      refusal: [403, NOT_ALLOWED_TO_INVITE],
      run: (f) =>
        post('member', 'invite-member', { email: f.inviteeEmail, role: 'member', organizationId: f.organizationId }),
      happened: async (f) =>
        (await get('owner', 'list-invitations', { organizationId: f.organizationId }).expect(200)).body.some(
          (invitation: { email: string }) => invitation.email === f.inviteeEmail,
        ),
    },
    {
      name: 'cancel an invitation',
      refusal: [403, NOT_ALLOWED_TO_CANCEL],
      prepare: async (f) => {
        f.invitationId = (
          await invite(t.http, users.owner.cookie, {
            email: f.inviteeEmail,
            role: 'member',
            organizationId: f.organizationId,
          })
        ).id;
      },
      run: (f) => post('member', 'cancel-invitation', { invitationId: f.invitationId }),
      happened: async (f) =>
        (await get('owner', 'list-invitations', { organizationId: f.organizationId }).expect(200)).body.some(
          (invitation: { id: string; status: string }) =>
            invitation.id === f.invitationId && invitation.status === 'canceled',
        ),
    },
    {
      name: "update a member's role",
      refusal: [403, NOT_ALLOWED_TO_UPDATE_MEMBER],
      run: (f) =>
        post('member', 'update-member-role', {
          memberId: f.targetMemberId,
          role: 'admin',
          organizationId: f.organizationId,
        }),
      happened: async (f) => (await roleOf(f, users.target.userId)) === 'admin',
    },
    {
      name: 'remove a member',
      refusal: [401, NOT_ALLOWED_TO_DELETE_MEMBER],
      run: (f) =>
        post('member', 'remove-member', { memberIdOrEmail: f.targetMemberId, organizationId: f.organizationId }),
      happened: async (f) => !(await memberUserIds(f)).includes(users.target.userId),
    },
    {
      name: 'create a team',
      refusal: [403, NOT_ALLOWED_TO_CREATE_TEAMS],
      run: (f) => post('member', 'create-team', { name: 'Created team', organizationId: f.organizationId }),
      happened: async (f) => Object.values(await teamNames(f)).includes('Created team'),
    },
    {
      name: 'update a team',
      refusal: [403, NOT_ALLOWED_TO_UPDATE_TEAM],
      run: (f) =>
        post('member', 'update-team', {
          teamId: f.teamId,
          data: { name: 'Renamed team', organizationId: f.organizationId },
        }),
      happened: async (f) => (await teamNames(f))[f.teamId] === 'Renamed team',
    },
    {
      name: 'remove a team',
      refusal: [403, NOT_ALLOWED_TO_DELETE_TEAMS],
      run: (f) => post('member', 'remove-team', { teamId: f.teamId, organizationId: f.organizationId }),
      happened: async (f) => !(f.teamId in (await teamNames(f))),
    },
    {
      name: 'add a team member',
      refusal: [403, NOT_ALLOWED_TO_ADD_TEAM_MEMBER],
      run: async (f) => {
        await inActiveOrganization(f);
        return post('member', 'add-team-member', { teamId: f.teamId, userId: users.target.userId });
      },
      happened: (f) => targetIsInTeam(f),
    },
    {
      name: 'remove a team member',
      refusal: [403, NOT_ALLOWED_TO_REMOVE_TEAM_MEMBER],
      prepare: async (f) => {
        // The owner's session works in the fixture's organization.
        await post('owner', 'add-team-member', { teamId: f.teamId, userId: users.target.userId }).expect(200);
      },
      run: async (f) => {
        await inActiveOrganization(f);
        return post('member', 'remove-team-member', { teamId: f.teamId, userId: users.target.userId });
      },
      happened: async (f) => !(await targetIsInTeam(f)),
    },
  ];

  // Who may do what, for every role, is held on the services in test/medium/organization/roles-matrix; here each
  // endpoint's refusal shows that the HTTP answer carries the service's status, code and message.
  describe("a plain member's refusal on each endpoint", () => {
    it.each(ACTIONS.map((action) => ({ ...action, title: `${action.refusal[0]} ${action.refusal[1].code}` })))(
      'may not $name: $title',
      async (action) => {
        const f = await fixture();
        await action.prepare?.(f);

        const response = await action.run(f);

        expect(response.status).toBe(action.refusal[0]);
        expect(response.body).toEqual(action.refusal[1]);
        expect(await action.happened(f)).toBe(false);
      },
    );
  });
});
