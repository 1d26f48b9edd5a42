import request from 'supertest';
import { uniqueEmail } from '../../support/factories';
import { ALREADY_INVITED } from '../../support/organization-errors';
import { invitationsSuite } from '../../support/organization-fixtures';
import { ORG, invite, orgError } from '../../support/organizations';
import { SmtpSink } from '../../support/smtp-sink';

const EXPIRY_MS = 48 * 3600 * 1000;

describe('organization invitations', () => {
  const { t, api, newOrganization, colleagueAs } = invitationsSuite();

  describe('POST /organization/invite-member', () => {
    it('answers a pending invitation, e-mail lowercased, expiring 48 h after now on the app clock', async () => {
      const org = await newOrganization();
      const email = uniqueEmail('grace');
      t.clock.advanceSeconds(3600);
      const before = t.clock.nowMs();
      const invitation = (await api.invite(org.owner.cookie, { email: email.toUpperCase(), role: 'admin' }).expect(200))
        .body;
      const after = t.clock.nowMs();
      expect(invitation).toMatchObject({
        organizationId: org.organizationId,
        email,
        role: 'admin',
        status: 'pending',
        inviterId: org.owner.userId,
        teamId: null,
      });
      const expiresAt = new Date(invitation.expiresAt).getTime();
      expect(expiresAt).toBeGreaterThanOrEqual(before + EXPIRY_MS);
      expect(expiresAt).toBeLessThanOrEqual(after + EXPIRY_MS);
    });

    it('stores a list of teams comma-joined in teamId', async () => {
      const org = await newOrganization();
      const second = (
        await request(t.http)
          .post(`${ORG}/create-team`)
          .set('Cookie', org.owner.cookie)
          .send({ name: 'Second' })
          .expect(200)
      ).body;
      const invitation = await invite(t.http, org.owner.cookie, {
        email: uniqueEmail(),
        role: 'member',
        teamId: [org.teamId, second.id],
      });
      expect(invitation.teamId).toBe(`${org.teamId},${second.id}`);
    });

    it('e-mails the invitee a link to the accept page on the base URL, the subject naming the organization', async () => {
      const org = await newOrganization();
      const email = uniqueEmail('mailed');
      const invitation = await invite(t.http, org.owner.cookie, { email, role: 'member' });
      const mail = await t.mail.waitFor(email);
      expect(mail.subject).toBe(`You are invited to join ${org.name}`);
      expect(SmtpSink.linkIn(mail, '/accept-invitation/')).toBe(`${t.baseUrl}/accept-invitation/${invitation.id}`);
    });

    it('refuses to invite a pending address again with 400 USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION and keeps one invitation', async () => {
      const org = await newOrganization();
      const email = uniqueEmail();
      await invite(t.http, org.owner.cookie, { email, role: 'member' });
      expect(
        (await api.invite(org.owner.cookie, { email: email.toUpperCase(), role: 'admin' }).expect(400)).body,
      ).toEqual(ALREADY_INVITED);
      const listed = (await api.list(org.owner.cookie).expect(200)).body;
      expect(listed.filter((invitation: { email: string }) => invitation.email === email)).toHaveLength(1);
    });

    it('with resend: true answers the same invitation with a later expiry and e-mails it again', async () => {
      const org = await newOrganization();
      const email = uniqueEmail();
      const first = await invite(t.http, org.owner.cookie, { email, role: 'member' });
      await t.mail.waitFor(email);
      t.clock.advanceSeconds(3600);
      const resent = await invite(t.http, org.owner.cookie, { email, role: 'member', resend: true });
      expect(resent.id).toBe(first.id);
      expect(new Date(resent.expiresAt).getTime() - new Date(first.expiresAt).getTime()).toBeGreaterThanOrEqual(
        3600 * 1000,
      );
      await t.mail.waitFor(email, () => t.mail.messages.filter((mail) => mail.to === email).length === 2);
      expect((await api.list(org.owner.cookie).expect(200)).body).toEqual([
        expect.objectContaining({ id: first.id, expiresAt: resent.expiresAt }),
      ]);
    });

    it('refuses an existing member with 400 USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION', async () => {
      const org = await newOrganization();
      const member = await colleagueAs(org, 'member');
      const response = await api.invite(org.owner.cookie, { email: member.email, role: 'member' }).expect(400);
      expect(response.body).toEqual(
        orgError('USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION', 'User is already a member of this organization'),
      );
    });

    it('refuses an invalid address with 400 INVALID_EMAIL', async () => {
      const org = await newOrganization();
      expect(
        (await api.invite(org.owner.cookie, { email: 'not-an-address', role: 'member' }).expect(400)).body,
      ).toEqual(orgError('INVALID_EMAIL', 'Invalid email'));
    });

    it('lets an owner invite an owner but refuses an admin with 403 YOU_ARE_NOT_ALLOWED_TO_INVITE_A_USER_WITH_THIS_ROLE', async () => {
      const org = await newOrganization();
      const admin = await colleagueAs(org, 'admin');
      const response = await api
        .invite(admin.cookie, { email: uniqueEmail(), role: 'owner', organizationId: org.organizationId })
        .expect(403);
      expect(response.body).toEqual(
        orgError(
          'YOU_ARE_NOT_ALLOWED_TO_INVITE_A_USER_WITH_THIS_ROLE',
          'You are not allowed to invite a user with this role',
        ),
      );
      await invite(t.http, admin.cookie, { email: uniqueEmail(), role: 'admin', organizationId: org.organizationId });
      await invite(t.http, org.owner.cookie, { email: uniqueEmail(), role: 'owner' });
    });

    it('refuses a member with 403 YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION', async () => {
      const org = await newOrganization();
      const member = await colleagueAs(org, 'member');
      const response = await api
        .invite(member.cookie, { email: uniqueEmail(), role: 'member', organizationId: org.organizationId })
        .expect(403);
      expect(response.body).toEqual(
        orgError(
          'YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION',
          'You are not allowed to invite users to this organization',
        ),
      );
    });

    it('refuses an unknown role with 400 ROLE_NOT_FOUND naming it', async () => {
      const org = await newOrganization();
      const response = await api
        .invite(org.owner.cookie, { email: uniqueEmail(), role: ['member', 'wizard'] })
        .expect(400);
      expect(response.body).toEqual(orgError('ROLE_NOT_FOUND', 'Role not found: wizard'));
    });

    it('refuses an unknown team with 400 TEAM_NOT_FOUND', async () => {
      const org = await newOrganization();
      const response = await api
        .invite(org.owner.cookie, { email: uniqueEmail(), role: 'member', teamId: 'no-such-team' })
        .expect(400);
      expect(response.body).toEqual(orgError('TEAM_NOT_FOUND', 'Team not found'));
    });
  });
});
