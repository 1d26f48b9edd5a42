import { useEffect, useState } from 'react';
import { authClient } from '../lib/auth-client';
import styles from './app.module.css';

interface InvitationView {
  organizationName: string;
  inviterEmail: string;
  email: string;
  role: string;
  expiresAt: string | Date;
}

type Answer = 'accepted' | 'rejected';

/** The page an invitation e-mail links to: shows the invitation and lets its recipient accept or decline it. */
export function AcceptInvitation({ invitationId }: { invitationId: string }) {
  const [invitation, setInvitation] = useState<InvitationView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    let cancelled = false;
    authClient.organization.getInvitation({ query: { id: invitationId } }).then(({ data, error: loadError }) => {
      if (cancelled) return;
      if (loadError) setError(loadError.message || 'This invitation could not be loaded.');
      else setInvitation(data as InvitationView);
    });
    return () => {
      cancelled = true;
    };
  }, [invitationId]);

  async function respond(choice: Answer) {
    setBusy(true);
    setError(null);
    const call = choice === 'accepted' ? authClient.organization.acceptInvitation : authClient.organization.rejectInvitation;
    const { error: answerError } = await call({ invitationId });
    setBusy(false);
    if (answerError) setError(answerError.message || 'The invitation could not be answered.');
    else setAnswer(choice);
  }

  if (answer) {
    return (
      <p role="status">
        {answer === 'accepted' ? `You joined ${invitation?.organizationName ?? 'the organization'}.` : 'You declined the invitation.'}
      </p>
    );
  }
  if (!invitation) {
    return error ? (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    ) : (
      <p className={styles.muted}>Loading the invitation…</p>
    );
  }
  return (
    <section aria-labelledby="invitation-heading">
      <h2 id="invitation-heading" className={styles.subtitle}>
        Join {invitation.organizationName}
      </h2>
      <dl className={styles.details}>
        <dt>Invited by</dt>
        <dd>{invitation.inviterEmail}</dd>
        <dt>Role</dt>
        <dd>{invitation.role}</dd>
        <dt>Expires</dt>
        <dd>{new Date(invitation.expiresAt).toLocaleString()}</dd>
      </dl>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.button} disabled={busy} onClick={() => respond('accepted')}>
          Accept
        </button>
        <button type="button" className={styles.secondaryButton} disabled={busy} onClick={() => respond('rejected')}>
          Decline
        </button>
      </div>
    </section>
  );
}

/** The invitation id when the page is an invitation link (`/accept-invitation/{id}`), else null. */
export function invitationIdFromPath(pathname: string): string | null {
  const match = /^\/accept-invitation\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]) : null;
}
