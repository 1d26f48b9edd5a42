import request from 'supertest';
import { TEST_SERVICE_KEY } from '../../support/admin';
import { uniqueEmail } from '../../support/factories';
import { invitationsSuite } from '../../support/organization-fixtures';
import { ORG, invite, orgError } from '../../support/organizations';

describe('organization invitations', () => {
  const { t, api, stranger, newOrganization, colleagueAs, invitedUser } = invitationsSuite();

  describe('GET /organization/list-invitations', () => {
    it('lists the invitations of the organization to any member', async () => {
      const org = await newOrganization();
      const member = await colleagueAs(org, 'member');
      const { invitation } = await invitedUser(org);
      const response = await api.list(member.cookie, { organizationId: org.organizationId }).expect(200);
      expect(response.body).toEqual([expect.objectContaining({ id: invitation.id, status: 'pending' })]);
    });

    it('refuses a non-member with 403 YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION', async () => {
      const org = await newOrganization();
      const response = await api.list(stranger.cookie, { organizationId: org.organizationId }).expect(403);
      expect(response.body).toEqual(
        orgError('YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION', 'You are not a member of this organization'),
      );
    });

    it('refuses a caller with no organization named or active with 400 ORGANIZATION_ID_IS_REQUIRED', async () => {
      expect((await api.list(stranger.cookie).expect(400)).body).toEqual(
        orgError('ORGANIZATION_ID_IS_REQUIRED', 'Organization ID is required'),
      );
    });
  });

  describe('GET /organization/list-user-invitations', () => {
    const listFor = (email: string) => request(t.http).get(`${ORG}/list-user-invitations`).query({ email });

    it('answers a trusted backend (x-service-key, no session) the pending invitations of ?email=', async () => {
      const org = await newOrganization();
      const email = uniqueEmail();
      const invitation = await invite(t.http, org.owner.cookie, { email, role: 'member' });
      const response = await listFor(email).set('x-service-key', TEST_SERVICE_KEY).expect(200);
      expect(response.body).toEqual([
        expect.objectContaining({ id: invitation.id, email, organizationName: org.name }),
      ]);
    });

    it('refuses ?email= from a client with 400 USER_EMAIL_CANNOT_BE_PASSED_FOR_CLIENT_SIDE_API_CALLS', async () => {
      const expected = orgError(
        'USER_EMAIL_CANNOT_BE_PASSED_FOR_CLIENT_SIDE_API_CALLS',
        'User email cannot be passed for client side API calls.',
      );
      expect((await listFor(uniqueEmail()).set('Cookie', stranger.cookie).expect(400)).body).toEqual(expected);
      expect((await listFor(uniqueEmail()).expect(400)).body).toEqual(expected);
    });

    it('refuses a call with neither session nor ?email= with 400 MISSING_SESSION_HEADERS_OR_EMAIL_QUERY_PARAMETER', async () => {
      const response = await request(t.http)
        .get(`${ORG}/list-user-invitations`)
        .set('x-service-key', TEST_SERVICE_KEY)
        .expect(400);
      expect(response.body).toEqual(
        orgError(
          'MISSING_SESSION_HEADERS_OR_EMAIL_QUERY_PARAMETER',
          'Missing session headers, or email query parameter.',
        ),
      );
    });
  });
});
