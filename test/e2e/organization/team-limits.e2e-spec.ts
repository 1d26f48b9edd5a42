import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { MAXIMUM_TEAMS, TEAM_MEMBER_LIMIT_REACHED } from '../../support/organization-errors';
import { newWorkspace, orgRequests, suiteApp } from '../../support/organization-fixtures';
import { newMember } from '../../support/organizations';

type Body = Record<string, unknown>;

describe('Organization teams with maximumTeams 2 and maximumMembersPerTeam 2', () => {
  const t = suiteApp({ ...ADMIN_TEST_CONFIG, organization: { teams: { maximumTeams: 2, maximumMembersPerTeam: 2 } } });
  const api = orgRequests(t);

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
    const added = await api
      .addTeamMember(space.owner.cookie, { teamId: space.defaultTeamId, userId: second.userId })
      .expect(200);

    const refused = await api
      .addTeamMember(space.owner.cookie, { teamId: space.defaultTeamId, userId: third.userId })
      .expect(403);
    const again = await api
      .addTeamMember(space.owner.cookie, { teamId: space.defaultTeamId, userId: second.userId })
      .expect(200);

    expect(refused.body).toEqual(TEAM_MEMBER_LIMIT_REACHED);
    expect(again.body).toEqual(added.body);
    expect(
      (await api.listTeamMembers(space.owner.cookie).expect(200)).body.map((entry: Body) => entry.userId).sort(),
    ).toEqual([space.owner.userId, second.userId].sort());
  });
});
