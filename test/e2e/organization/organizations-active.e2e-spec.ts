import request from 'supertest';
import { signIn } from '../../support/factories';
import {
  NOT_A_MEMBER_OF_THE_ORGANIZATION as NOT_A_MEMBER,
  ORGANIZATION_NOT_FOUND,
  UNAUTHORIZED,
} from '../../support/organization-errors';
import { organizationsSuite, setCookieLines } from '../../support/organization-fixtures';
import { createOrganization, storedSession } from '../../support/organizations';

describe('organizations', () => {
  const { t, outsider, post, ownerWithOrganization, teamsOf, orgIdsOf } = organizationsSuite();

  describe('POST /organization/set-active', () => {
    it('makes the organization active by id, answers it, re-issues the cookie and leaves the old team behind', async () => {
      const { owner, org: first } = await ownerWithOrganization();
      const second = await createOrganization(t.http, owner.cookie, { keepCurrentActiveOrganization: true });

      const response = await post('set-active', owner.cookie, { organizationId: second.id }).expect(200);

      expect(response.body).toEqual({
        id: second.id,
        name: 'Acme',
        slug: second.slug,
        logo: null,
        metadata: null,
        createdAt: second.createdAt,
      });
      expect(setCookieLines(response)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^better-auth\.session_token=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/),
        ]),
      );
      const session = await request(t.http).get('/api/auth/get-session').set('Cookie', owner.cookie).expect(200);
      expect(session.body.session).toMatchObject({ activeOrganizationId: second.id, activeTeamId: null });
      expect(await orgIdsOf(owner.cookie)).toEqual([first.id, second.id]);
    });

    it('re-issues a session that is not remembered as a browser-session cookie (no Max-Age)', async () => {
      const { owner, org } = await ownerWithOrganization();
      const signedIn = await request(t.http)
        .post('/api/auth/sign-in/email')
        .send({ email: owner.email, password: owner.password, rememberMe: false })
        .expect(200);
      const cookie = setCookieLines(signedIn)
        .map((line) => line.split(';')[0])
        .join('; ');

      const response = await post('set-active', cookie, { organizationId: org.id }).expect(200);

      const token = setCookieLines(response).find((line) => line.startsWith('better-auth.session_token='));
      expect(token).toMatch(/^better-auth\.session_token=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(await storedSession(t.http, cookie)).toMatchObject({ activeOrganizationId: org.id });
    });

    it('makes the organization active by slug', async () => {
      const { owner } = await ownerWithOrganization();
      const second = await createOrganization(t.http, owner.cookie, { keepCurrentActiveOrganization: true });

      const response = await post('set-active', owner.cookie, { organizationSlug: second.slug }).expect(200);

      expect(response.body).toMatchObject({ id: second.id });
      expect(await storedSession(t.http, owner.cookie)).toMatchObject({
        activeOrganizationId: second.id,
        activeTeamId: null,
      });
    });

    it('keeps the active team when the organization already active is set again', async () => {
      const { owner, org } = await ownerWithOrganization();
      const [team] = await teamsOf(owner.cookie, org.id);

      await post('set-active', owner.cookie, { organizationId: org.id }).expect(200);

      expect(await storedSession(t.http, owner.cookie)).toMatchObject({
        activeOrganizationId: org.id,
        activeTeamId: team.id,
      });
    });

    it('clears the active organization and team with organizationId null and answers null', async () => {
      const { owner } = await ownerWithOrganization();

      const response = await post('set-active', owner.cookie, { organizationId: null }).expect(200);

      expect(response.text).toBe('null');
      const session = await request(t.http).get('/api/auth/get-session').set('Cookie', owner.cookie).expect(200);
      expect(session.body.session).toMatchObject({ activeOrganizationId: null, activeTeamId: null });
    });

    it('answers the active organization when neither id nor slug is given, and null when there is none', async () => {
      const { owner, org } = await ownerWithOrganization();
      expect((await post('set-active', owner.cookie, {}).expect(200)).body).toMatchObject({ id: org.id });

      expect((await post('set-active', outsider.cookie, {}).expect(200)).text).toBe('null');
    });

    it('refuses a non-member with 403 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, by id and by slug, without activating it', async () => {
      const { org } = await ownerWithOrganization();
      const { owner: stranger } = await ownerWithOrganization();

      expect((await post('set-active', stranger.cookie, { organizationId: org.id }).expect(403)).body).toEqual(
        NOT_A_MEMBER,
      );
      expect((await post('set-active', stranger.cookie, { organizationSlug: org.slug }).expect(403)).body).toEqual(
        NOT_A_MEMBER,
      );
      expect((await storedSession(t.http, stranger.cookie)).activeOrganizationId).not.toBe(org.id);
    });

    it('refuses an unknown organizationId with 403 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, as Better Auth does', async () => {
      const response = await post('set-active', outsider.cookie, { organizationId: 'no-such-org' }).expect(403);
      expect(response.body).toEqual(NOT_A_MEMBER);
    });

    it('refuses an unknown slug with 400 ORGANIZATION_NOT_FOUND', async () => {
      const response = await post('set-active', outsider.cookie, { organizationSlug: 'no-such-slug' }).expect(400);
      expect(response.body).toEqual(ORGANIZATION_NOT_FOUND);
    });

    it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
      const response = await post('set-active', null, { organizationId: null }).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it("moves only the calling session, not the user's other sessions", async () => {
      const { owner, org } = await ownerWithOrganization();
      const otherCookie = await signIn(t.http, owner.email);

      await post('set-active', owner.cookie, { organizationId: null }).expect(200);
      await post('set-active', otherCookie, { organizationId: org.id }).expect(200);

      expect(await storedSession(t.http, owner.cookie)).toMatchObject({ activeOrganizationId: null });
      expect(await storedSession(t.http, otherCookie)).toMatchObject({ activeOrganizationId: org.id });
    });
  });
});
