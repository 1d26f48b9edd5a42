import request from 'supertest';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { ORG, addMember, createOrganization, newMember, orgError, setActiveOrganization, storedSession } from '../../support/organizations';

const TEAM_NOT_FOUND = orgError('TEAM_NOT_FOUND', 'Team not found');
const NOT_A_MEMBER_OF_THE_TEAM = orgError('USER_IS_NOT_A_MEMBER_OF_THE_TEAM', 'User is not a member of the team');

type Body = Record<string, unknown>;

/** The calls of the teams API these tests make, as the holder of `cookie` (null: no session) makes them. */
function requests(t: TestApp) {
  const as = (call: request.Test, cookie: string | null) => (cookie ? call.set('Cookie', cookie) : call);
  return {
    setActiveTeam: (cookie: string, teamId: string | null) => as(request(t.http).post(`${ORG}/set-active-team`), cookie).send({ teamId }),
    listUserTeams: (cookie: string) => as(request(t.http).get(`${ORG}/list-user-teams`), cookie),
    addTeamMember: (cookie: string, body: Body) => as(request(t.http).post(`${ORG}/add-team-member`), cookie).send(body),
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

  describe('POST /api/auth/organization/set-active-team', () => {
    it('makes the team active, its organization with it, answers the team and re-issues the session cookie', async () => {
      const first = await newWorkspace(t);
      await createOrganization(t.http, first.owner.cookie, { name: 'Second' });
      expect((await storedSession(t.http, first.owner.cookie)).activeOrganizationId).not.toBe(first.organizationId);

      const response = await api.setActiveTeam(first.owner.cookie, first.defaultTeamId).expect(200);

      expect(response.body).toMatchObject({ id: first.defaultTeamId, name: 'Acme', organizationId: first.organizationId });
      expect(response.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringMatching(/session_token=/)]));
      expect(await storedSession(t.http, first.owner.cookie)).toMatchObject({ activeTeamId: first.defaultTeamId, activeOrganizationId: first.organizationId });
    });

    it('clears the active team with teamId null, answering null and keeping the organization', async () => {
      const space = await newWorkspace(t);

      const response = await api.setActiveTeam(space.owner.cookie, null).expect(200);

      expect(response.body).toBeNull();
      expect(await storedSession(t.http, space.owner.cookie)).toMatchObject({ activeTeamId: null, activeOrganizationId: space.organizationId });
    });

    it('refuses a team the caller is not in with 403 USER_IS_NOT_A_MEMBER_OF_THE_TEAM, even inside their organization', async () => {
      const space = await newWorkspace(t);
      const team = await newTeam(t, space);
      const member = await activeMember(t, space);

      const response = await api.setActiveTeam(member.cookie, team.id).expect(403);

      expect(response.body).toEqual(NOT_A_MEMBER_OF_THE_TEAM);
      expect((await storedSession(t.http, member.cookie)).activeTeamId).toBeNull();
    });

    it('answers an unknown team with 400 TEAM_NOT_FOUND', async () => {
      const space = await newWorkspace(t);

      const response = await api.setActiveTeam(space.owner.cookie, 'no-such-team').expect(400);

      expect(response.body).toEqual(TEAM_NOT_FOUND);
      expect((await storedSession(t.http, space.owner.cookie)).activeTeamId).toBe(space.defaultTeamId);
    });
  });

  describe('GET /api/auth/organization/list-user-teams', () => {
    it('lists the caller\'s teams across organizations, and none of the teams they are not in', async () => {
      const first = await newWorkspace(t, 'First');
      await newTeam(t, first, 'Not mine');
      const second = await newWorkspace(t, 'Second');
      const member = await newMember(t.http, second.organizationId);
      await addMember(t.http, first.organizationId, member.userId);
      await setActiveOrganization(t.http, member.cookie, second.organizationId);
      await api.addTeamMember(second.owner.cookie, { teamId: second.defaultTeamId, userId: member.userId }).expect(200);
      await api.addTeamMember(first.owner.cookie, { teamId: first.defaultTeamId, userId: member.userId }).expect(200);

      const response = await api.listUserTeams(member.cookie).expect(200);

      expect(response.body.map((team: Body) => [team.id, team.organizationId]).sort()).toEqual(
        [
          [first.defaultTeamId, first.organizationId],
          [second.defaultTeamId, second.organizationId],
        ].sort(),
      );
    });

    it('answers an empty list for a user in no team', async () => {
      expect((await api.listUserTeams(outsider.cookie).expect(200)).body).toEqual([]);
    });
  });
});
