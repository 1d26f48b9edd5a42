import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { ORG, createOrganization, newMember, orgError, storedSession } from '../../support/organizations';

const MAXIMUM_TEAMS = orgError('YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS', 'You have reached the maximum number of teams');
const TEAM_MEMBER_LIMIT_REACHED = orgError('TEAM_MEMBER_LIMIT_REACHED', 'Team member limit reached');

type Body = Record<string, unknown>;

/** The calls of the teams API these tests make, as the holder of `cookie` (null: no session) makes them. */
function requests(t: TestApp) {
  const as = (call: request.Test, cookie: string | null) => (cookie ? call.set('Cookie', cookie) : call);
  return {
    createTeam: (cookie: string | null, body: Body) => as(request(t.http).post(`${ORG}/create-team`), cookie).send(body),
    createTeamOnServer: (body: Body) => request(t.http).post(`${ORG}/create-team`).set('x-service-key', TEST_SERVICE_KEY).send(body),
    listTeams: (cookie: string, query: Body = {}) => as(request(t.http).get(`${ORG}/list-teams`), cookie).query(query),
    listTeamMembers: (cookie: string, query: Body = {}) => as(request(t.http).get(`${ORG}/list-team-members`), cookie).query(query),
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

describe('Organization teams with maximumTeams 2 and maximumMembersPerTeam 2', () => {
  let t: TestApp;
  let api: ReturnType<typeof requests>;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, organization: { teams: { maximumTeams: 2, maximumMembersPerTeam: 2 } } } });
    api = requests(t);
  });

  afterAll(() => t.close());

  it('refuses a team beyond the maximum, the default team counted, with 400 YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS', async () => {
    const space = await newWorkspace(t);
    await api.createTeam(space.owner.cookie, { name: 'Second' }).expect(200);

    const response = await api.createTeam(space.owner.cookie, { name: 'Third' }).expect(400);

    expect(response.body).toEqual(MAXIMUM_TEAMS);
    expect((await api.listTeams(space.owner.cookie).expect(200)).body).toHaveLength(2);
  });

  it('refuses a trusted backend too once the organization has the maximum', async () => {
    const space = await newWorkspace(t);
    await api.createTeamOnServer({ name: 'Second', organizationId: space.organizationId }).expect(200);

    const response = await api.createTeamOnServer({ name: 'Third', organizationId: space.organizationId }).expect(400);

    expect(response.body).toEqual(MAXIMUM_TEAMS);
  });

  it('refuses a member beyond the team maximum with 403 TEAM_MEMBER_LIMIT_REACHED, yet answers an existing membership', async () => {
    const space = await newWorkspace(t);
    const second = await newMember(t.http, space.organizationId);
    const third = await newMember(t.http, space.organizationId);
    const added = await api.addTeamMember(space.owner.cookie, { teamId: space.defaultTeamId, userId: second.userId }).expect(200);

    const refused = await api.addTeamMember(space.owner.cookie, { teamId: space.defaultTeamId, userId: third.userId }).expect(403);
    const again = await api.addTeamMember(space.owner.cookie, { teamId: space.defaultTeamId, userId: second.userId }).expect(200);

    expect(refused.body).toEqual(TEAM_MEMBER_LIMIT_REACHED);
    expect(again.body).toEqual(added.body);
    expect((await api.listTeamMembers(space.owner.cookie).expect(200)).body.map((entry: Body) => entry.userId).sort()).toEqual(
      [space.owner.userId, second.userId].sort(),
    );
  });
});
