import request from 'supertest';
import { LINE_14_CONFIG } from '../../support/admin';
import { createKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signIn, signUp, uniqueEmail } from '../../support/factories';
import {
  NOT_A_MEMBER_OF_THIS_ORGANIZATION as NOT_A_MEMBER_OF_THIS,
  ORGANIZATION_NOT_FOUND,
} from '../../support/organization-errors';
import { ORG, addMember, invite, newMember, orgError, storedSession } from '../../support/organizations';

type Body = Record<string, any>;

/** The Cookie header after a response: the old pairs, with those the response set replaced or dropped. */
function cookieAfter(cookie: string, response: request.Response): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const line of (response.headers['set-cookie'] as unknown as string[] | undefined) ?? []) {
    const pair = line.split(';')[0];
    const name = pair.slice(0, pair.indexOf('='));
    if (/Max-Age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/**
 * What happens to organizations around them: deleting an organization or a user, the cookie cache
 * and API-key sessions. The cookie cache is on for the whole file; storedSession reads past it.
 */
describe('organization lifecycle', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...LINE_14_CONFIG, session: { cookieCache: { enabled: true } } } });
  });

  afterAll(async () => {
    await t.close();
  });

  /**
   * Calls as the user's browser would: with its cookies, keeping those the response sets. With the
   * cache on, a client that dropped them would read its old session_data (the documented delay).
   */
  function asBrowser(user: SignedUpUser, call: request.Test): request.Test {
    return call.set('Cookie', user.cookie).on('response', (response: request.Response) => {
      user.cookie = cookieAfter(user.cookie, response);
    });
  }
  const post = (path: string, user: SignedUpUser, body: Body = {}) =>
    asBrowser(user, request(t.http).post(`${ORG}/${path}`)).send(body);
  const get = (path: string, user: SignedUpUser, query: Body = {}) =>
    asBrowser(user, request(t.http).get(`${ORG}/${path}`)).query(query);

  async function createOrg(user: SignedUpUser, body: Body = {}): Promise<Body> {
    return (await post('create', user, { name: 'Acme', slug: uniqueEmail('org').split('@')[0], ...body }).expect(200))
      .body;
  }

  async function teamIdsOf(user: SignedUpUser): Promise<string[]> {
    return (await get('list-user-teams', user).expect(200)).body.map((team: Body) => team.id);
  }

  async function pendingInvitationIdsOf(user: SignedUpUser): Promise<string[]> {
    return (await get('list-user-invitations', user).expect(200)).body.map((invitation: Body) => invitation.id);
  }

  async function orgIdsOf(user: SignedUpUser): Promise<string[]> {
    return (await get('list', user).expect(200)).body.map((org: Body) => org.id);
  }

  describe('deleting an organization', () => {
    it('removes its members, invitations, teams and team members', async () => {
      const owner = await signUp(t.http);
      const org = await createOrg(owner);
      const [defaultTeam] = (await get('list-teams', owner, { organizationId: org.id }).expect(200)).body;
      const extraTeam = (await post('create-team', owner, { name: 'Platform', organizationId: org.id }).expect(200))
        .body;
      const member = await signUp(t.http);
      await addMember(t.http, org.id, member.userId, 'member');
      await post('add-team-member', owner, { teamId: extraTeam.id, userId: member.userId }).expect(200);
      const invitee = await signUp(t.http);
      const invitation = await invite(t.http, owner.cookie, {
        email: invitee.email,
        role: 'member',
        organizationId: org.id,
      });
      expect(await orgIdsOf(member)).toEqual([org.id]);
      expect(await teamIdsOf(member)).toEqual([extraTeam.id]);
      expect(await teamIdsOf(owner)).toEqual([defaultTeam.id]);
      expect(await pendingInvitationIdsOf(invitee)).toEqual([invitation.id]);

      await post('delete', owner, { organizationId: org.id }).expect(200);

      expect(await orgIdsOf(member)).toEqual([]);
      expect(await orgIdsOf(owner)).toEqual([]);
      expect(await teamIdsOf(member)).toEqual([]);
      expect(await teamIdsOf(owner)).toEqual([]);
      expect(await pendingInvitationIdsOf(invitee)).toEqual([]);
      expect((await get('get-full-organization', member, { organizationId: org.id }).expect(400)).body).toEqual(
        ORGANIZATION_NOT_FOUND,
      );
      expect((await get('list-members', member, { organizationId: org.id }).expect(403)).body).toEqual(
        NOT_A_MEMBER_OF_THIS,
      );
      expect((await get('list-teams', owner, { organizationId: org.id }).expect(403)).body).toEqual(
        NOT_A_MEMBER_OF_THIS,
      );
      const accept = await post('accept-invitation', invitee, { invitationId: invitation.id }).expect(400);
      expect(accept.body).toEqual(orgError('INVITATION_NOT_FOUND', 'Invitation not found'));
    });

    it("leaves the members, teams and invitations of the users' other organizations alone", async () => {
      const owner = await signUp(t.http);
      const doomed = await createOrg(owner);
      const kept = await createOrg(owner, { keepCurrentActiveOrganization: true });
      const [keptTeam] = (await get('list-teams', owner, { organizationId: kept.id }).expect(200)).body;
      const member = await newMember(t.http, doomed.id, 'admin');
      await addMember(t.http, kept.id, member.userId, 'member');
      const inviteeEmail = uniqueEmail('kept');
      const keptInvitation = await invite(t.http, owner.cookie, {
        email: inviteeEmail,
        role: 'member',
        organizationId: kept.id,
      });

      await post('delete', owner, { organizationId: doomed.id }).expect(200);

      expect(await orgIdsOf(member)).toEqual([kept.id]);
      const full = (await get('get-full-organization', member, { organizationId: kept.id }).expect(200)).body;
      expect(full.members.map((entry: Body) => entry.userId).sort()).toEqual([owner.userId, member.userId].sort());
      expect(full.teams.map((team: Body) => team.id)).toEqual([keptTeam.id]);
      expect(full.invitations.map((entry: Body) => entry.id)).toEqual([keptInvitation.id]);
      expect(await teamIdsOf(owner)).toEqual([keptTeam.id]);
    });

    it("clears the organization and its team from every session working in it, other members' included", async () => {
      const owner = await signUp(t.http);
      const org = await createOrg(owner);
      const [team] = (await get('list-teams', owner, { organizationId: org.id }).expect(200)).body;
      const member = await newMember(t.http, org.id, 'member');
      await post('add-team-member', owner, { teamId: team.id, userId: member.userId }).expect(200);
      await post('set-active-team', member, { teamId: team.id }).expect(200);
      const memberElsewhere: SignedUpUser = { ...member, cookie: await signIn(t.http, member.email) };
      await post('set-active', memberElsewhere, { organizationId: org.id }).expect(200);
      const bystander = await signUp(t.http);
      const elsewhere = await createOrg(bystander);
      const [elsewhereTeam] = (await get('list-teams', bystander, { organizationId: elsewhere.id }).expect(200)).body;
      expect(await storedSession(t.http, member.cookie)).toMatchObject({
        activeOrganizationId: org.id,
        activeTeamId: team.id,
      });
      expect(await storedSession(t.http, memberElsewhere.cookie)).toMatchObject({
        activeOrganizationId: org.id,
        activeTeamId: null,
      });

      await post('delete', owner, { organizationId: org.id }).expect(200);

      expect(await storedSession(t.http, owner.cookie)).toMatchObject({
        activeOrganizationId: null,
        activeTeamId: null,
      });
      // The deleting owner's cache cookie is re-issued with the response, so even the cached read is current.
      const ownerCached = await request(t.http).get('/api/auth/get-session').set('Cookie', owner.cookie).expect(200);
      expect(ownerCached.body.session).toMatchObject({ activeOrganizationId: null, activeTeamId: null });
      expect(await storedSession(t.http, member.cookie)).toMatchObject({
        activeOrganizationId: null,
        activeTeamId: null,
      });
      expect(await storedSession(t.http, memberElsewhere.cookie)).toMatchObject({
        activeOrganizationId: null,
        activeTeamId: null,
      });
      expect(await storedSession(t.http, bystander.cookie)).toMatchObject({
        activeOrganizationId: elsewhere.id,
        activeTeamId: elsewhereTeam.id,
      });
    });
  });

  describe('deleting a user', () => {
    it('removes their memberships: list-members no longer shows them and the total drops', async () => {
      const owner = await signUp(t.http);
      const org = await createOrg(owner);
      const leaving = await newMember(t.http, org.id, 'admin');
      const staying = await newMember(t.http, org.id, 'member');
      const before = (await get('list-members', owner, { organizationId: org.id }).expect(200)).body;
      expect(before.total).toBe(3);

      await request(t.http)
        .post('/api/auth/delete-user')
        .set('Cookie', leaving.cookie)
        .send({ password: PASSWORD })
        .expect(200);

      const after = (await get('list-members', owner, { organizationId: org.id }).expect(200)).body;
      expect(after.total).toBe(2);
      expect(after.members.map((entry: Body) => entry.userId).sort()).toEqual([owner.userId, staying.userId].sort());
      const full = (await get('get-full-organization', owner, { organizationId: org.id }).expect(200)).body;
      expect(full.members.map((entry: Body) => entry.userId)).not.toContain(leaving.userId);
      expect(full.members).toHaveLength(2);
    });

    it('removes their team memberships', async () => {
      const owner = await signUp(t.http);
      const org = await createOrg(owner);
      const [team] = (await get('list-teams', owner, { organizationId: org.id }).expect(200)).body;
      const leaving = await newMember(t.http, org.id, 'member');
      await post('add-team-member', owner, { teamId: team.id, userId: leaving.userId }).expect(200);
      const beforeIds = (await get('list-team-members', owner, { teamId: team.id }).expect(200)).body.map(
        (entry: Body) => entry.userId,
      );
      expect(beforeIds.sort()).toEqual([owner.userId, leaving.userId].sort());

      await request(t.http)
        .post('/api/auth/delete-user')
        .set('Cookie', leaving.cookie)
        .send({ password: PASSWORD })
        .expect(200);

      const after = (await get('list-team-members', owner, { teamId: team.id }).expect(200)).body;
      expect(after.map((entry: Body) => entry.userId)).toEqual([owner.userId]);
    });

    it('lets the organization go on: an owner who deleted themselves leaves the remaining owner in charge', async () => {
      const founder = await signUp(t.http);
      const org = await createOrg(founder);
      const successor = await newMember(t.http, org.id, 'owner');

      await request(t.http)
        .post('/api/auth/delete-user')
        .set('Cookie', founder.cookie)
        .send({ password: PASSWORD })
        .expect(200);

      const members = (await get('list-members', successor, { organizationId: org.id }).expect(200)).body;
      expect(members).toMatchObject({ total: 1, members: [{ userId: successor.userId, role: 'owner' }] });
      await post('update', successor, { organizationId: org.id, data: { name: 'Carried On' } }).expect(200);
    });
  });

  describe('with the cookie cache enabled', () => {
    const getSession = (cookie: string) =>
      request(t.http).get('/api/auth/get-session').set('Cookie', cookie).expect(200);

    it('re-issues the session_data cookie on set-active, so get-session from the cache shows the new organization at once', async () => {
      const user = await signUp(t.http);
      const org = await createOrg(user, { keepCurrentActiveOrganization: true });
      const cookieBefore = user.cookie;
      expect((await getSession(cookieBefore)).body.session.activeOrganizationId).toBeNull();

      const response = await post('set-active', user, { organizationId: org.id }).expect(200);

      const lines = (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^better-auth\.session_data=[A-Za-z0-9_-]+; Max-Age=300; Path=\/; HttpOnly; SameSite=Lax$/,
          ),
        ]),
      );
      expect((await getSession(user.cookie)).body.session).toMatchObject({
        activeOrganizationId: org.id,
        activeTeamId: null,
      });
      // The cookies held before set-active still carry the old copy: only the re-issued one is current.
      expect((await getSession(cookieBefore)).body.session.activeOrganizationId).toBeNull();
    });

    it('re-issues it when create moves the session and when set-active clears the organization', async () => {
      const user = await signUp(t.http);
      const org = await createOrg(user);
      const [team] = (await get('list-teams', user, { organizationId: org.id }).expect(200)).body;
      expect((await getSession(user.cookie)).body.session).toMatchObject({
        activeOrganizationId: org.id,
        activeTeamId: team.id,
      });

      await post('set-active', user, { organizationId: null }).expect(200);

      expect((await getSession(user.cookie)).body.session).toMatchObject({
        activeOrganizationId: null,
        activeTeamId: null,
      });
    });
  });

  describe('an API-key session', () => {
    let owner: SignedUpUser;
    let org: Body;
    let key: string;

    beforeAll(async () => {
      owner = await signUp(t.http);
      org = await createOrg(owner, { name: 'Keyed' });
      await newMember(t.http, org.id, 'member');
      key = (await createKey(t.http, owner.cookie)).key;
    });

    const withKey = (call: request.Test) => call.set('x-api-key', key);

    it("lists the owner's organizations", async () => {
      const response = await withKey(request(t.http).get(`${ORG}/list`)).expect(200);
      expect(response.body.map((entry: Body) => entry.id)).toEqual([org.id]);
    });

    it('reads the full organization named by organizationId, and null with none named (a key session has no active one)', async () => {
      const full = await withKey(
        request(t.http).get(`${ORG}/get-full-organization`).query({ organizationId: org.id }),
      ).expect(200);
      expect(full.body).toMatchObject({ id: org.id, name: 'Keyed' });
      expect(full.body.members).toHaveLength(2);

      const none = await withKey(request(t.http).get(`${ORG}/get-full-organization`)).expect(200);
      expect(none.text).toBe('null');
    });

    it('lists the members of the organization named by organizationId, and refuses none named with 400 NO_ACTIVE_ORGANIZATION', async () => {
      const listed = await withKey(request(t.http).get(`${ORG}/list-members`).query({ organizationId: org.id })).expect(
        200,
      );
      expect(listed.body.total).toBe(2);
      expect(listed.body.members.map((entry: Body) => entry.userId)).toContain(owner.userId);

      const unnamed = await withKey(request(t.http).get(`${ORG}/list-members`)).expect(400);
      expect(unnamed.body).toEqual(orgError('NO_ACTIVE_ORGANIZATION', 'No active organization'));
    });

    it('checks permissions and updates the organization named by organizationId', async () => {
      const permission = await withKey(request(t.http).post(`${ORG}/has-permission`))
        .send({ organizationId: org.id, permissions: { organization: ['delete'] } })
        .expect(200);
      expect(permission.body).toEqual({ error: null, success: true });

      const updated = await withKey(request(t.http).post(`${ORG}/update`))
        .send({ organizationId: org.id, data: { name: 'Keyed Again' } })
        .expect(200);
      expect(updated.body).toMatchObject({ id: org.id, name: 'Keyed Again' });
    });

    it('answers set-active with the organization but sets no cookie and moves no browser session', async () => {
      const before = await storedSession(t.http, owner.cookie);

      const response = await withKey(request(t.http).post(`${ORG}/set-active`))
        .send({ organizationId: org.id })
        .expect(200);

      expect(response.body).toMatchObject({ id: org.id });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await storedSession(t.http, owner.cookie)).toMatchObject({
        activeOrganizationId: before.activeOrganizationId,
        activeTeamId: before.activeTeamId,
      });
    });
  });
});
