import { DatabaseSessionStore } from '../../../src/identity/session/database.session-store';
import { SessionModel } from '../../../src/identity/session/session.model';
import { SessionEndings } from '../../../src/identity/session/session-endings';
import { SessionService } from '../../../src/identity/session/session.service';
import { ActiveSession } from '../../../src/identity/session/session.types';
import { User } from '../../../src/identity/user/user.types';
import { VerificationModel } from '../../../src/platform/verification/verification.model';
import { VerificationRepository } from '../../../src/platform/verification/verification.repository';
import { VerificationService } from '../../../src/platform/verification/verification.service';
import { Medium } from './medium-services';

/** The session service on the database store, as the session module wires it without secondary storage. */
export function sessionService(medium: Medium): SessionService {
  const { config, clock, users } = medium;
  return new SessionService(
    new DatabaseSessionStore(SessionModel, clock),
    users,
    config,
    clock,
    new VerificationService(new VerificationRepository(VerificationModel), clock, config),
    new SessionEndings(),
  );
}

/** A signed-in caller for the user, with a remember-me session of its own in the database. */
export async function signInAs(
  sessions: SessionService,
  user: User,
  options: { secondFactorPassed?: boolean } = {},
): Promise<ActiveSession> {
  const session = await sessions.create({
    userId: user.id,
    rememberMe: true,
    ipAddress: null,
    userAgent: null,
    ...options,
  });
  return { session, user };
}

/** An hour's session the administrator opens as the user, as impersonate-user makes it. */
export function impersonate(sessions: SessionService, user: Pick<User, 'id'>, admin: Pick<User, 'id'>) {
  return sessions.createImpersonation({
    userId: user.id,
    adminId: admin.id,
    expiresInSeconds: 3600,
    ipAddress: null,
    userAgent: null,
  });
}
