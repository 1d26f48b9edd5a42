import request from 'supertest';
import { TEST_SERVICE_KEY } from '../../support/admin';
import { signUp } from '../../support/factories';
import { INVALID_BODY, ORGANIZATION_ALREADY_EXISTS, UNAUTHORIZED } from '../../support/organization-errors';
import { isoDate, newSlug, organizationsSuite, setCookieLines } from '../../support/organization-fixtures';
import { ORG, createOrganization, orgError, storedSession } from '../../support/organizations';

describe('organizations', () => {
  const { t, outsider, post, get, ownerWithOrganization, teamsOf, orgIdsOf } = organizationsSuite();

  describe('POST /organization/create', () => {
    it('creates the organization with no logo or metadata and answers it with the creator as its only member, an owner', async () => {
      const user = await signUp(t.http);
      const slug = newSlug();

      const response = await post('create', user.cookie, { name: 'Acme', slug }).expect(200);

      expect(response.body).toEqual({
        id: expect.any(String),
        name: 'Acme',
        slug,
        logo: null,
        metadata: null,
        createdAt: isoDate,
        members: [
          {
            id: expect.any(String),
            organizationId: response.body.id,
            userId: user.userId,
            role: 'owner',
            createdAt: isoDate,
          },
        ],
      });
      expect(await orgIdsOf(user.cookie)).toEqual([response.body.id]);
    });

    it('creates a default team named like the organization, with the creator in it', async () => {
      const { owner, org } = await ownerWithOrganization({ name: 'Blue Harbour' });

      const teams = await teamsOf(owner.cookie, org.id);

      expect(teams).toEqual([
        {
          id: expect.any(String),
          name: 'Blue Harbour',
          organizationId: org.id,
          createdAt: isoDate,
          updatedAt: isoDate,
        },
      ]);
      const members = await get('list-team-members', owner.cookie, { teamId: teams[0].id }).expect(200);
      expect(members.body).toEqual([
        { id: expect.any(String), teamId: teams[0].id, userId: owner.userId, createdAt: isoDate },
      ]);
    });

    it('stores the logo and metadata and answers them as given, in create, list and get-full-organization', async () => {
      const metadata = { costCentre: 'R&D', seats: 12, nested: { tags: ['a', 'b'], active: true } };
      const logo = 'https://intranet.example/logo.png';
      const { owner, org } = await ownerWithOrganization({ logo, metadata });

      expect(org).toMatchObject({ logo, metadata });
      const listed = (await get('list', owner.cookie).expect(200)).body;
      expect(listed).toEqual([{ id: org.id, name: 'Acme', slug: org.slug, logo, metadata, createdAt: org.createdAt }]);
      const full = (await get('get-full-organization', owner.cookie, { organizationId: org.id }).expect(200)).body;
      expect(full).toMatchObject({ id: org.id, logo, metadata });
    });

    it('moves the session to the new organization and its default team, re-issuing the session cookie', async () => {
      const user = await signUp(t.http);
      const slug = newSlug();

      const response = await post('create', user.cookie, { name: 'Acme', slug }).expect(200);

      expect(setCookieLines(response)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^better-auth\.session_token=/)]),
      );
      const [team] = await teamsOf(user.cookie, response.body.id);
      expect(await storedSession(t.http, user.cookie)).toMatchObject({
        activeOrganizationId: response.body.id,
        activeTeamId: team.id,
      });
      const session = await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(200);
      expect(session.body.session).toMatchObject({ activeOrganizationId: response.body.id, activeTeamId: team.id });
    });

    it('keeps the session in its current organization and team with keepCurrentActiveOrganization', async () => {
      const { owner, org: first } = await ownerWithOrganization();
      const [firstTeam] = await teamsOf(owner.cookie, first.id);

      const second = await createOrganization(t.http, owner.cookie, { keepCurrentActiveOrganization: true });

      expect(second.members[0]).toMatchObject({ userId: owner.userId, role: 'owner' });
      expect(await storedSession(t.http, owner.cookie)).toMatchObject({
        activeOrganizationId: first.id,
        activeTeamId: firstTeam.id,
      });
      expect(await orgIdsOf(owner.cookie)).toEqual([first.id, second.id]);
    });

    it('refuses a slug already in use with 400 ORGANIZATION_ALREADY_EXISTS and creates nothing', async () => {
      const { org } = await ownerWithOrganization();

      const response = await post('create', outsider.cookie, { name: 'Copycat', slug: org.slug }).expect(400);

      expect(response.body).toEqual(ORGANIZATION_ALREADY_EXISTS);
      expect(await orgIdsOf(outsider.cookie)).toEqual([]);
      expect(await storedSession(t.http, outsider.cookie)).toMatchObject({
        activeOrganizationId: null,
        activeTeamId: null,
      });
    });

    it.each([
      ['a missing name', { slug: 'no-name-slug' }, 'name'],
      ['a missing slug', { name: 'No Slug' }, 'slug'],
      ['an empty name', { name: '', slug: 'empty-name-slug' }, 'name'],
      ['an empty slug', { name: 'Empty Slug', slug: '' }, 'slug'],
      ['a name that is not a string', { name: 42, slug: 'number-name-slug' }, 'name'],
    ])('refuses %s with 400 VALIDATION_ERROR naming the field', async (_case, body, field) => {
      const response = await post('create', outsider.cookie, body).expect(400);

      expect(response.body).toMatchObject(INVALID_BODY);
      expect(response.body.errors).toEqual([expect.objectContaining({ field })]);
      expect(await orgIdsOf(outsider.cookie)).toEqual([]);
    });

    it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
      const response = await post('create', null, { name: 'Nobody', slug: newSlug() }).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('refuses a userId without a session or service key with 401 UNAUTHORIZED', async () => {
      const response = await post('create', null, { name: 'Nobody', slug: newSlug(), userId: outsider.userId }).expect(
        401,
      );
      expect(response.body).toEqual(UNAUTHORIZED);
      expect(await orgIdsOf(outsider.cookie)).toEqual([]);
    });

    it('refuses a userId with a wrong service key with 401 UNAUTHORIZED', async () => {
      const response = await request(t.http)
        .post(`${ORG}/create`)
        .set('x-service-key', 'not-the-service-key-0123456789abcdef')
        .send({ name: 'Nobody', slug: newSlug(), userId: outsider.userId })
        .expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
      expect(await orgIdsOf(outsider.cookie)).toEqual([]);
    });

    it('creates the organization for userId on a server call (x-service-key) without moving their session', async () => {
      const user = await signUp(t.http);
      const slug = newSlug();

      const response = await request(t.http)
        .post(`${ORG}/create`)
        .set('x-service-key', TEST_SERVICE_KEY)
        .send({ name: 'Backend Made', slug, userId: user.userId })
        .expect(200);

      expect(response.body).toMatchObject({
        name: 'Backend Made',
        slug,
        members: [{ userId: user.userId, role: 'owner', organizationId: response.body.id }],
      });
      expect(setCookieLines(response)).toEqual([]);
      expect(await orgIdsOf(user.cookie)).toEqual([response.body.id]);
      const [team] = await teamsOf(user.cookie, response.body.id);
      expect(team).toMatchObject({ name: 'Backend Made' });
      expect(await storedSession(t.http, user.cookie)).toMatchObject({
        activeOrganizationId: null,
        activeTeamId: null,
      });
    });

    it('refuses a server call without userId with 401 UNAUTHORIZED', async () => {
      const response = await request(t.http)
        .post(`${ORG}/create`)
        .set('x-service-key', TEST_SERVICE_KEY)
        .send({ name: 'Nobody', slug: newSlug() })
        .expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('refuses a server call for an unknown userId with 401 USER_NOT_FOUND', async () => {
      const slug = newSlug();
      const response = await request(t.http)
        .post(`${ORG}/create`)
        .set('x-service-key', TEST_SERVICE_KEY)
        .send({ name: 'Ghost', slug, userId: 'no-such-user' })
        .expect(401);
      expect(response.body).toEqual(orgError('USER_NOT_FOUND', 'User not found'));
      await post('check-slug', outsider.cookie, { slug }).expect(200, { status: true });
    });

    it('creates for the session user, not the userId in the body, on a client call', async () => {
      const caller = await signUp(t.http);

      const response = await post('create', caller.cookie, {
        name: 'Mine',
        slug: newSlug(),
        userId: outsider.userId,
      }).expect(200);

      expect(response.body.members).toEqual([expect.objectContaining({ userId: caller.userId, role: 'owner' })]);
      expect(await orgIdsOf(outsider.cookie)).toEqual([]);
    });
  });
});
