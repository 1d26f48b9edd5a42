import request from 'supertest';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { ORG, createOrganization, newMember, orgError, setActiveOrganization, storedSession } from '../../support/organizations';

const NO_ACTIVE_ORGANIZATION = orgError('NO_ACTIVE_ORGANIZATION', 'No active organization');
const TEAM_NOT_FOUND = orgError('TEAM_NOT_FOUND', 'Team not found');
const NOT_A_MEMBER_OF_THE_TEAM = orgError('USER_IS_NOT_A_MEMBER_OF_THE_TEAM', 'User is not a member of the team');
const NO_ACTIVE_TEAM = orgError('YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM', 'You do not have an active team');
const NOT_A_MEMBER_OF_THE_ORGANIZATION = orgError('USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION', 'User is not a member of the organization');
const NOT_ALLOWED_TO_CREATE_MEMBER = orgError('YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_MEMBER', 'You are not allowed to create a new member');
const NOT_ALLOWED_TO_REMOVE_TEAM_MEMBER = orgError('YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER', 'You are not allowed to remove a team member');
const TEAM_MEMBER_REMOVED = { message: 'Team member removed successfully.' };

type Body = Record<string, unknown>;

/** The calls of the teams API these tests make, as the holder of `cookie` (null: no session) makes them. */
function requests(t: TestApp) {
  const as = (call: request.Test, cookie: string | null) => (cookie ? call.set('Cookie', cookie) : call);
  return {
    listTeams: (cookie: string, query: Body = {}) => as(request(t.http).get(`${ORG}/list-teams`), cookie).query(query),
    setActiveTeam: (cookie: string, teamId: string | null) => as(request(t.http).post(`${ORG}/set-active-team`), cookie).send({ teamId }),
    listUserTeams: (cookie: string) => as(request(t.http).get(`${ORG}/list-user-teams`), cookie),
    listTeamMembers: (cookie: string, query: Body = {}) => as(request(t.http).get(`${ORG}/list-team-members`), cookie).query(query),
    addTeamMember: (cookie: string, body: Body) => as(request(t.http).post(`${ORG}/add-team-member`), cookie).send(body),
    removeTeamMember: (cookie: string, body: Body) => as(request(t.http).post(`${ORG}/remove-team-member`), cookie).send(body),
  };
}

/** A new owner with a new organization, active in it and in its default team. */
interface Workspace {
  owner: SignedUpUser;
  organizationId: string;
  defaultTeamId: string;
}

async function newWorkspace(t: TestApp, name = 'Acme'): Promise<Workspace> {
  const owner = await signUp(t.http);
  const organization = await createOrganization(t.http, owner.cookie, { name });
  const session = await storedSession(t.http, owner.cookie);
  return { owner, organizationId: organization.id, defaultTeamId: session.activeTeamId };
}

/** A team created by the workspace's owner, the app clock moved a second first so teams sort by creation. */
async function newTeam(t: TestApp, space: Workspace, name = 'Platform'): Promise<Record<string, any>> {
  t.clock.advanceSeconds(1);
  const response = await request(t.http).post(`${ORG}/create-team`).set('Cookie', space.owner.cookie).send({ name }).expect(200);
  return response.body;
}

/** A new member of the workspace's organization, active in it. */
async function activeMember(t: TestApp, space: Workspace, role = 'member'): Promise<SignedUpUser & { memberId: string }> {
  const member = await newMember(t.http, space.organizationId, role);
  await setActiveOrganization(t.http, member.cookie, space.organizationId);
  return member;
}

describe('Organization teams', () => {
  let t: TestApp;
  let api: ReturnType<typeof requests>;
  /** A signed-in user in no organization and no team; tests only get them refused, never change them. */
  let outsider: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    api = requests(t);
    outsider = await signUp(t.http);
  });

  afterAll(() => t.close());

  describe('GET /api/auth/organization/list-team-members', () => {
    it('lists the members of the caller\'s active team by default as {id, teamId, userId, createdAt}', async () => {
      const space = await newWorkspace(t);

      const response = await api.listTeamMembers(space.owner.cookie).expect(200);

      expect(response.body).toEqual([{ id: expect.any(String), teamId: space.defaultTeamId, userId: space.owner.userId, createdAt: expect.any(String) }]);
    });

    it('lists the members of the team named by teamId', async () => {
      const space = await newWorkspace(t);
      const team = await newTeam(t, space);
      const member = await activeMember(t, space);
      const added = (await api.addTeamMember(space.owner.cookie, { teamId: team.id, userId: member.userId }).expect(200)).body;

      const response = await api.listTeamMembers(member.cookie, { teamId: team.id }).expect(200);

      expect(response.body).toEqual([added]);
    });

    it('refuses a team the caller is not in with 400 USER_IS_NOT_A_MEMBER_OF_THE_TEAM', async () => {
      const space = await newWorkspace(t);
      const member = await activeMember(t, space);

      const response = await api.listTeamMembers(member.cookie, { teamId: space.defaultTeamId }).expect(400);

      expect(response.body).toEqual(NOT_A_MEMBER_OF_THE_TEAM);
    });

    it('refuses a caller without an active team who names none with 400 YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM', async () => {
      const space = await newWorkspace(t);
      await api.setActiveTeam(space.owner.cookie, null).expect(200);

      const response = await api.listTeamMembers(space.owner.cookie).expect(400);

      expect(response.body).toEqual(NO_ACTIVE_TEAM);
    });
  });

  describe('POST /api/auth/organization/add-team-member', () => {
    it('lets an admin add a member of the organization to a team, answering {id, teamId, userId, createdAt}', async () => {
      const space = await newWorkspace(t);
      const team = await newTeam(t, space);
      const admin = await activeMember(t, space, 'admin');
      const member = await newMember(t.http, space.organizationId);

      const response = await api.addTeamMember(admin.cookie, { teamId: team.id, userId: member.userId }).expect(200);

      expect(response.body).toEqual({ id: expect.any(String), teamId: team.id, userId: member.userId, createdAt: expect.any(String) });
      expect((await api.listUserTeams(member.cookie).expect(200)).body.map((entry: Body) => entry.id)).toEqual([team.id]);
    });

    it('answers the same membership when the user is added twice', async () => {
      const space = await newWorkspace(t);
      const member = await newMember(t.http, space.organizationId);
      const first = await api.addTeamMember(space.owner.cookie, { teamId: space.defaultTeamId, userId: member.userId }).expect(200);

      const second = await api.addTeamMember(space.owner.cookie, { teamId: space.defaultTeamId, userId: member.userId }).expect(200);

      expect(second.body).toEqual(first.body);
      expect((await api.listTeamMembers(space.owner.cookie).expect(200)).body).toHaveLength(2);
    });

    it('refuses a user outside the organization with 400 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION', async () => {
      const space = await newWorkspace(t);

      const response = await api.addTeamMember(space.owner.cookie, { teamId: space.defaultTeamId, userId: outsider.userId }).expect(400);

      expect(response.body).toEqual(NOT_A_MEMBER_OF_THE_ORGANIZATION);
      expect((await api.listUserTeams(outsider.cookie).expect(200)).body).toEqual([]);
    });

    it('refuses a plain member with 403 YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_MEMBER', async () => {
      const space = await newWorkspace(t);
      const member = await activeMember(t, space);

      const response = await api.addTeamMember(member.cookie, { teamId: space.defaultTeamId, userId: member.userId }).expect(403);

      expect(response.body).toEqual(NOT_ALLOWED_TO_CREATE_MEMBER);
      expect((await api.listUserTeams(member.cookie).expect(200)).body).toEqual([]);
    });

    it('answers a team of another organization with 400 TEAM_NOT_FOUND', async () => {
      const [mine, theirs] = await Promise.all([newWorkspace(t), newWorkspace(t)]);
      const member = await newMember(t.http, mine.organizationId);

      const response = await api.addTeamMember(mine.owner.cookie, { teamId: theirs.defaultTeamId, userId: member.userId }).expect(400);

      expect(response.body).toEqual(TEAM_NOT_FOUND);
      expect((await api.listUserTeams(member.cookie).expect(200)).body).toEqual([]);
    });

    it('refuses a caller without an active organization with 400 NO_ACTIVE_ORGANIZATION', async () => {
      const space = await newWorkspace(t);
      const member = await newMember(t.http, space.organizationId);
      await setActiveOrganization(t.http, space.owner.cookie, null);

      const response = await api.addTeamMember(space.owner.cookie, { teamId: space.defaultTeamId, userId: member.userId }).expect(400);

      expect(response.body).toEqual(NO_ACTIVE_ORGANIZATION);
    });
  });

  describe('POST /api/auth/organization/remove-team-member', () => {
    it('takes the member out of the team, answers {message} and clears the team from their sessions', async () => {
      const space = await newWorkspace(t);
      const team = await newTeam(t, space);
      const member = await activeMember(t, space);
      await api.addTeamMember(space.owner.cookie, { teamId: team.id, userId: member.userId }).expect(200);
      await api.setActiveTeam(member.cookie, team.id).expect(200);

      const response = await api.removeTeamMember(space.owner.cookie, { teamId: team.id, userId: member.userId }).expect(200);

      expect(response.body).toEqual(TEAM_MEMBER_REMOVED);
      expect((await api.listUserTeams(member.cookie).expect(200)).body).toEqual([]);
      expect(await storedSession(t.http, member.cookie)).toMatchObject({ activeTeamId: null, activeOrganizationId: space.organizationId });
      expect((await api.listTeams(space.owner.cookie).expect(200)).body.map((entry: Body) => entry.id)).toContain(team.id);
    });

    it('refuses a user who is not in the team with 400 USER_IS_NOT_A_MEMBER_OF_THE_TEAM', async () => {
      const space = await newWorkspace(t);
      const member = await newMember(t.http, space.organizationId);

      const response = await api.removeTeamMember(space.owner.cookie, { teamId: space.defaultTeamId, userId: member.userId }).expect(400);

      expect(response.body).toEqual(NOT_A_MEMBER_OF_THE_TEAM);
    });

    it('refuses a plain member with 403 YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER', async () => {
      const space = await newWorkspace(t);
      const member = await activeMember(t, space);

      const response = await api.removeTeamMember(member.cookie, { teamId: space.defaultTeamId, userId: space.owner.userId }).expect(403);

      expect(response.body).toEqual(NOT_ALLOWED_TO_REMOVE_TEAM_MEMBER);
      expect((await api.listTeamMembers(space.owner.cookie).expect(200)).body.map((entry: Body) => entry.userId)).toEqual([space.owner.userId]);
    });
  });
});
