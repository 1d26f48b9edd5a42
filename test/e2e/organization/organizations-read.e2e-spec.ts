import { uniqueEmail } from '../../support/factories';
import {
  INVALID_BODY,
  NOT_A_MEMBER_OF_THE_ORGANIZATION as NOT_A_MEMBER,
  ORGANIZATION_NOT_FOUND,
  UNAUTHORIZED,
} from '../../support/organization-errors';
import { isoDate, newSlug, organizationsSuite } from '../../support/organization-fixtures';
import {
  addMember,
  createOrganization,
  invite,
  newMember,
  orgError,
  setActiveOrganization,
} from '../../support/organizations';

describe('organizations', () => {
  const { t, outsider, post, get, ownerWithOrganization, teamsOf, orgIdsOf } = organizationsSuite();

  describe('POST /organization/check-slug', () => {
    it('answers {status: true} for a free slug', async () => {
      await post('check-slug', outsider.cookie, { slug: newSlug() }).expect(200, { status: true });
    });

    it('refuses a slug in use with 400 ORGANIZATION_SLUG_ALREADY_TAKEN', async () => {
      const { org } = await ownerWithOrganization();
      const response = await post('check-slug', outsider.cookie, { slug: org.slug }).expect(400);
      expect(response.body).toEqual(orgError('ORGANIZATION_SLUG_ALREADY_TAKEN', 'Organization slug already taken'));
    });

    it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
      const response = await post('check-slug', null, { slug: newSlug() }).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('refuses a missing slug with 400 VALIDATION_ERROR', async () => {
      const response = await post('check-slug', outsider.cookie, {}).expect(400);
      expect(response.body).toMatchObject(INVALID_BODY);
    });
  });

  describe('GET /organization/list', () => {
    it('lists only the organizations the caller is a member of, oldest membership first', async () => {
      const { owner: alice, org: aliceFirst } = await ownerWithOrganization({ name: 'Alice One' });
      const aliceSecond = await createOrganization(t.http, alice.cookie, { name: 'Alice Two' });
      const { owner: bob, org: bobs } = await ownerWithOrganization({ name: 'Bob Only' });
      await addMember(t.http, bobs.id, alice.userId, 'member');

      expect(await orgIdsOf(alice.cookie)).toEqual([aliceFirst.id, aliceSecond.id, bobs.id]);
      expect(await orgIdsOf(bob.cookie)).toEqual([bobs.id]);
    });

    it('answers an empty list for a user in no organization', async () => {
      await get('list', outsider.cookie).expect(200, []);
    });

    it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
      const response = await get('list', null).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });
  });

  describe('GET /organization/get-full-organization', () => {
    it('answers the organization with its members (and their users), invitations and teams with their member counts', async () => {
      const { owner, org } = await ownerWithOrganization({ name: 'Full House' });
      const admin = await newMember(t.http, org.id, 'admin');
      const invitee = uniqueEmail('invitee');
      const invitation = await invite(t.http, owner.cookie, { email: invitee, role: 'member', organizationId: org.id });
      const [team] = await teamsOf(owner.cookie, org.id);

      const response = await get('get-full-organization', owner.cookie, { organizationId: org.id }).expect(200);

      expect(response.body).toEqual({
        id: org.id,
        name: 'Full House',
        slug: org.slug,
        logo: null,
        metadata: null,
        createdAt: org.createdAt,
        members: expect.any(Array),
        invitations: [
          expect.objectContaining({
            id: invitation.id,
            email: invitee,
            role: 'member',
            status: 'pending',
            organizationId: org.id,
            inviterId: owner.userId,
          }),
        ],
        teams: [
          {
            id: team.id,
            name: 'Full House',
            organizationId: org.id,
            createdAt: isoDate,
            updatedAt: isoDate,
            memberCount: 1,
          },
        ],
      });
      expect(response.body.members).toHaveLength(2);
      expect(response.body.members).toEqual(
        expect.arrayContaining([
          {
            id: org.members[0].id,
            organizationId: org.id,
            userId: owner.userId,
            role: 'owner',
            createdAt: isoDate,
            user: { id: owner.userId, name: 'Test User', email: owner.email, image: null },
          },
          {
            id: admin.memberId,
            organizationId: org.id,
            userId: admin.userId,
            role: 'admin',
            createdAt: isoDate,
            user: { id: admin.userId, name: 'Test User', email: admin.email, image: null },
          },
        ]),
      );
    });

    it('finds the organization by slug', async () => {
      const { owner, org } = await ownerWithOrganization();
      await setActiveOrganization(t.http, owner.cookie, null);
      const response = await get('get-full-organization', owner.cookie, { organizationSlug: org.slug }).expect(200);
      expect(response.body).toMatchObject({ id: org.id, slug: org.slug });
    });

    it('answers the active organization when none is named', async () => {
      const { owner, org } = await ownerWithOrganization();
      await createOrganization(t.http, owner.cookie, { keepCurrentActiveOrganization: true });
      const response = await get('get-full-organization', owner.cookie).expect(200);
      expect(response.body).toMatchObject({ id: org.id, members: [expect.objectContaining({ userId: owner.userId })] });
    });

    it('answers the JSON literal null when none is named and none is active', async () => {
      const response = await get('get-full-organization', outsider.cookie).expect(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.text).toBe('null');
    });

    it('refuses a non-member with 403 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, by id and by slug', async () => {
      const { org } = await ownerWithOrganization();

      expect(
        (await get('get-full-organization', outsider.cookie, { organizationId: org.id }).expect(403)).body,
      ).toEqual(NOT_A_MEMBER);
      expect(
        (await get('get-full-organization', outsider.cookie, { organizationSlug: org.slug }).expect(403)).body,
      ).toEqual(NOT_A_MEMBER);
    });

    it('refuses an unknown id or slug with 400 ORGANIZATION_NOT_FOUND', async () => {
      expect(
        (await get('get-full-organization', outsider.cookie, { organizationId: 'no-such-org' }).expect(400)).body,
      ).toEqual(ORGANIZATION_NOT_FOUND);
      expect(
        (await get('get-full-organization', outsider.cookie, { organizationSlug: 'no-such-slug' }).expect(400)).body,
      ).toEqual(ORGANIZATION_NOT_FOUND);
    });

    it('includes at most membersLimit members', async () => {
      const { owner, org } = await ownerWithOrganization();
      await newMember(t.http, org.id, 'member');
      await newMember(t.http, org.id, 'member');

      const limited = await get('get-full-organization', owner.cookie, {
        organizationId: org.id,
        membersLimit: 2,
      }).expect(200);
      const all = await get('get-full-organization', owner.cookie, { organizationId: org.id }).expect(200);

      expect(limited.body.members).toHaveLength(2);
      expect(all.body.members).toHaveLength(3);
    });

    it('refuses a membersLimit that is not a number with 400 VALIDATION_ERROR', async () => {
      const { owner, org } = await ownerWithOrganization();
      const response = await get('get-full-organization', owner.cookie, {
        organizationId: org.id,
        membersLimit: 'many',
      }).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid query parameters' });
    });

    it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
      const response = await get('get-full-organization', null).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });
  });
});
