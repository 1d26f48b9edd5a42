import request from 'supertest';
import { signUp, uniqueEmail } from '../../support/factories';
import { VERIFICATION_REQUIRED } from '../../support/organization-errors';
import { invitationCalls, ownedOrganization, suiteApp, suiteUser } from '../../support/organization-fixtures';
import { invite, orgError } from '../../support/organizations';
import { SmtpSink } from '../../support/smtp-sink';

describe('organization invitations with an invitation limit and e-mail verification required', () => {
  const t = suiteApp({ organization: { invitationLimit: 2, requireEmailVerificationOnInvitation: true } });
  const api = invitationCalls(t);
  const owner = suiteUser(t);

  it('refuses a third pending invitation with 403 INVITATION_LIMIT_REACHED, and allows it once one is canceled', async () => {
    const org = await ownedOrganization(t, owner);
    const first = await invite(t.http, org.owner.cookie, { email: uniqueEmail(), role: 'member' });
    await invite(t.http, org.owner.cookie, { email: uniqueEmail(), role: 'member' });
    const third = { email: uniqueEmail(), role: 'member' };
    expect((await api.invite(org.owner.cookie, third).expect(403)).body).toEqual(
      orgError('INVITATION_LIMIT_REACHED', 'Invitation limit reached'),
    );
    await api.cancel(org.owner.cookie, first.id).expect(200);
    await api.invite(org.owner.cookie, third).expect(200);
  });

  it('refuses an unverified invitee with 403 EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION, then accepts once verified', async () => {
    const org = await ownedOrganization(t, owner);
    const email = uniqueEmail('unverified');
    const invitation = await invite(t.http, org.owner.cookie, { email, role: 'member' });
    const invitee = await signUp(t.http, { email });
    expect((await api.accept(invitee.cookie, invitation.id).expect(403)).body).toEqual(VERIFICATION_REQUIRED);
    expect((await api.reject(invitee.cookie, invitation.id).expect(403)).body).toEqual(VERIFICATION_REQUIRED);

    await request(t.http).post('/api/auth/send-verification-email').send({ email }).expect(200);
    const link = SmtpSink.linkIn(
      await t.mail.waitFor(email, (mail) => mail.subject === 'Verify your e-mail address'),
      '/verify-email',
    );
    await request(t.http)
      .get(`/api/auth/verify-email?token=${new URL(link).searchParams.get('token')}`)
      .expect(200);
    await api.accept(invitee.cookie, invitation.id).expect(200);
  });

  // Better Auth gates accepting and rejecting only: the accept page must still show the invitation.
  it('shows the invitation to an unverified invitee through get-invitation', async () => {
    const org = await ownedOrganization(t, owner);
    const email = uniqueEmail('unverified');
    const invitation = await invite(t.http, org.owner.cookie, { email, role: 'member' });
    const invitee = await signUp(t.http, { email });
    const response = await api.get(invitee.cookie, invitation.id).expect(200);
    expect(response.body).toMatchObject({ id: invitation.id, organizationName: org.name });
  });
});
