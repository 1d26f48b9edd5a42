import {
  INVALID_BODY,
  NOT_A_MEMBER_OF_THE_ORGANIZATION as NOT_A_MEMBER,
  ORGANIZATION_NOT_FOUND,
  UNAUTHORIZED,
} from '../../support/organization-errors';
import { newSlug, organizationsSuite, setCookieLines } from '../../support/organization-fixtures';
import { createOrganization, newMember, orgError, storedSession } from '../../support/organizations';

describe('organizations', () => {
  const { t, outsider, post, get, ownerWithOrganization, teamsOf, orgIdsOf } = organizationsSuite();

  describe('POST /organization/update', () => {
    it('lets the owner change name, slug, logo and metadata and answers the organization', async () => {
      const { owner, org } = await ownerWithOrganization({
        logo: 'https://old.example/logo.png',
        metadata: { plan: 'free' },
      });
      const slug = newSlug();
      const data = {
        name: 'Acme Research',
        slug,
        logo: 'https://new.example/logo.png',
        metadata: { plan: 'pro', seats: 5 },
      };

      const response = await post('update', owner.cookie, { organizationId: org.id, data }).expect(200);

      expect(response.body).toEqual({ id: org.id, createdAt: org.createdAt, ...data });
      const full = (await get('get-full-organization', owner.cookie, { organizationSlug: slug }).expect(200)).body;
      expect(full).toMatchObject({ id: org.id, ...data });
    });

    // Shows a bug in OrganizationRepository.update: the DTO always has a `metadata` property (undefined), so
    // `'metadata' in changes` holds and a rename wipes the metadata. Better Auth leaves fields not sent alone.
    it('changes only the fields given, keeping logo, metadata and slug', async () => {
      const logo = 'https://keep.example/logo.png';
      const metadata = { keep: 'me' };
      const { owner, org } = await ownerWithOrganization({ logo, metadata });

      const response = await post('update', owner.cookie, { organizationId: org.id, data: { name: 'Renamed' } }).expect(
        200,
      );

      expect(response.body).toEqual({
        id: org.id,
        name: 'Renamed',
        slug: org.slug,
        logo,
        metadata,
        createdAt: org.createdAt,
      });
    });

    it('lets an admin update the organization', async () => {
      const { org } = await ownerWithOrganization();
      const admin = await newMember(t.http, org.id, 'admin');

      const response = await post('update', admin.cookie, {
        organizationId: org.id,
        data: { name: 'Admin Renamed' },
      }).expect(200);

      expect(response.body).toMatchObject({ id: org.id, name: 'Admin Renamed' });
    });

    it('refuses a plain member with 403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION and changes nothing', async () => {
      const { owner, org } = await ownerWithOrganization();
      const member = await newMember(t.http, org.id, 'member');

      const response = await post('update', member.cookie, {
        organizationId: org.id,
        data: { name: 'Hijacked' },
      }).expect(403);

      expect(response.body).toEqual(
        orgError('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION', 'You are not allowed to update this organization'),
      );
      expect((await get('get-full-organization', owner.cookie, { organizationId: org.id }).expect(200)).body.name).toBe(
        'Acme',
      );
    });

    it('refuses a non-member with 400 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION', async () => {
      const { org } = await ownerWithOrganization();

      const response = await post('update', outsider.cookie, {
        organizationId: org.id,
        data: { name: 'Hijacked' },
      }).expect(400);

      expect(response.body).toEqual(NOT_A_MEMBER);
    });

    it('refuses a slug another organization holds with 400 ORGANIZATION_SLUG_ALREADY_TAKEN', async () => {
      const { owner, org } = await ownerWithOrganization();
      const { org: other } = await ownerWithOrganization();

      const response = await post('update', owner.cookie, {
        organizationId: org.id,
        data: { slug: other.slug },
      }).expect(400);

      expect(response.body).toEqual(orgError('ORGANIZATION_SLUG_ALREADY_TAKEN', 'Organization slug already taken'));
      expect((await get('get-full-organization', owner.cookie, { organizationId: org.id }).expect(200)).body.slug).toBe(
        org.slug,
      );
    });

    it("accepts the organization's own slug", async () => {
      const { owner, org } = await ownerWithOrganization();
      const response = await post('update', owner.cookie, {
        organizationId: org.id,
        data: { slug: org.slug, name: 'Same Slug' },
      }).expect(200);
      expect(response.body).toMatchObject({ slug: org.slug, name: 'Same Slug' });
    });

    it('updates the active organization when none is named', async () => {
      const { owner, org } = await ownerWithOrganization();
      await createOrganization(t.http, owner.cookie, { keepCurrentActiveOrganization: true });

      const response = await post('update', owner.cookie, { data: { name: 'Active One' } }).expect(200);

      expect(response.body).toMatchObject({ id: org.id, name: 'Active One' });
    });

    it('refuses when none is named and none is active with 400 ORGANIZATION_NOT_FOUND', async () => {
      const response = await post('update', outsider.cookie, { data: { name: 'Nowhere' } }).expect(400);
      expect(response.body).toEqual(ORGANIZATION_NOT_FOUND);
    });

    it('refuses an empty name with 400 VALIDATION_ERROR', async () => {
      const { owner, org } = await ownerWithOrganization();
      const response = await post('update', owner.cookie, { organizationId: org.id, data: { name: '' } }).expect(400);
      expect(response.body).toMatchObject(INVALID_BODY);
    });

    it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
      const { org } = await ownerWithOrganization();
      const response = await post('update', null, { organizationId: org.id, data: { name: 'Anonymous' } }).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });
  });

  describe('POST /organization/delete', () => {
    it('lets the owner delete the organization, answers it and leaves their session without one', async () => {
      const { owner, org } = await ownerWithOrganization();

      const response = await post('delete', owner.cookie, { organizationId: org.id }).expect(200);

      expect(response.body).toEqual({
        id: org.id,
        name: 'Acme',
        slug: org.slug,
        logo: null,
        metadata: null,
        createdAt: org.createdAt,
      });
      expect(await orgIdsOf(owner.cookie)).toEqual([]);
      expect((await get('get-full-organization', owner.cookie, { organizationId: org.id }).expect(400)).body).toEqual(
        ORGANIZATION_NOT_FOUND,
      );
      expect(await storedSession(t.http, owner.cookie)).toMatchObject({
        activeOrganizationId: null,
        activeTeamId: null,
      });
      expect(setCookieLines(response)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^better-auth\.session_token=/)]),
      );
    });

    it('frees the slug of a deleted organization', async () => {
      const { owner, org } = await ownerWithOrganization();
      await post('delete', owner.cookie, { organizationId: org.id }).expect(200);
      await post('check-slug', owner.cookie, { slug: org.slug }).expect(200, { status: true });
    });

    it('leaves the session in its active organization when another one is deleted', async () => {
      const { owner, org: active } = await ownerWithOrganization();
      const [team] = await teamsOf(owner.cookie, active.id);
      const other = await createOrganization(t.http, owner.cookie, { keepCurrentActiveOrganization: true });

      await post('delete', owner.cookie, { organizationId: other.id }).expect(200);

      expect(await storedSession(t.http, owner.cookie)).toMatchObject({
        activeOrganizationId: active.id,
        activeTeamId: team.id,
      });
      expect(await orgIdsOf(owner.cookie)).toEqual([active.id]);
    });

    it('refuses an admin with 403 YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION and keeps the organization', async () => {
      const { owner, org } = await ownerWithOrganization();
      const admin = await newMember(t.http, org.id, 'admin');

      const response = await post('delete', admin.cookie, { organizationId: org.id }).expect(403);

      expect(response.body).toEqual(
        orgError('YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION', 'You are not allowed to delete this organization'),
      );
      expect(await orgIdsOf(owner.cookie)).toEqual([org.id]);
    });

    it('refuses a plain member with 403 YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION', async () => {
      const { org } = await ownerWithOrganization();
      const member = await newMember(t.http, org.id, 'member');
      const response = await post('delete', member.cookie, { organizationId: org.id }).expect(403);
      expect(response.body).toEqual(
        orgError('YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION', 'You are not allowed to delete this organization'),
      );
    });

    it('refuses a non-member with 400 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION and keeps the organization', async () => {
      const { owner, org } = await ownerWithOrganization();

      const response = await post('delete', outsider.cookie, { organizationId: org.id }).expect(400);

      expect(response.body).toEqual(NOT_A_MEMBER);
      expect(await orgIdsOf(owner.cookie)).toEqual([org.id]);
    });

    it('refuses a missing organizationId with 400 VALIDATION_ERROR', async () => {
      const { owner } = await ownerWithOrganization();
      const response = await post('delete', owner.cookie, {}).expect(400);
      expect(response.body).toMatchObject(INVALID_BODY);
    });

    it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
      const { org } = await ownerWithOrganization();
      const response = await post('delete', null, { organizationId: org.id }).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });
  });
});
