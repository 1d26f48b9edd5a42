import { useState } from 'react';
import { authClient } from '../lib/auth-client';
import { SignInForm } from './sign-in-form';
import { AcceptInvitation, invitationIdFromPath } from './accept-invitation';
import styles from './app.module.css';

export function App() {
  const { data: session, isPending, error } = authClient.useSession();
  const [signingOut, setSigningOut] = useState(false);

  async function handleSignOut() {
    setSigningOut(true);
    try {
      await authClient.signOut();
    } finally {
      setSigningOut(false);
    }
  }

  const invitationId = invitationIdFromPath(window.location.pathname);

  let content;
  if (isPending) {
    content = <p className={styles.muted}>Loading session…</p>;
  } else if (session && invitationId) {
    content = <AcceptInvitation invitationId={invitationId} />;
  } else if (session) {
    content = (
      <section aria-labelledby="session-heading">
        <h2 id="session-heading" className={styles.subtitle}>
          Signed in
        </h2>
        <dl className={styles.details}>
          <dt>Name</dt>
          <dd>{session.user.name}</dd>
          <dt>E-mail</dt>
          <dd>{session.user.email}</dd>
        </dl>
        <button
          type="button"
          className={styles.button}
          onClick={handleSignOut}
          disabled={signingOut}
        >
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
      </section>
    );
  } else {
    content = (
      <section aria-labelledby="sign-in-heading">
        <h2 id="sign-in-heading" className={styles.subtitle}>
          Sign in
        </h2>
        {error && (
          <p role="alert" className={styles.error}>
            {error.message || 'Could not load the session.'}
          </p>
        )}
        {invitationId && <p className={styles.muted}>Sign in with the invited e-mail address to answer the invitation.</p>}
        <SignInForm />
      </section>
    );
  }

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Auth Service</h1>
        {content}
      </div>
    </main>
  );
}
