import { Injectable } from '@nestjs/common';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthError } from '../../platform/common/errors/auth-error';
import { AppConfig } from '../../platform/config/app-config';
import { SessionService } from '../../identity/session/session.service';
import { ActiveSession, RequestMeta } from '../../identity/session/session.types';
import { UserService } from '../../identity/user/user.service';
import { PasskeyChallenges } from './passkey-challenges';
import { CeremonyStart } from './passkey-registration.service';
import { PASSKEY_ERRORS } from './passkey.errors';
import { PasskeyRepository } from './passkey.repository';
import { RelyingParty } from './relying-party';

/** Signs in with a passkey: the session is made as a password sign-in makes it (remembered). */
@Injectable()
export class PasskeySignInService {
  constructor(
    private readonly passkeys: PasskeyRepository,
    private readonly challenges: PasskeyChallenges,
    private readonly relyingParty: RelyingParty,
    private readonly sessions: SessionService,
    private readonly users: UserService,
    private readonly config: AppConfig,
    readonly audit: AuditService,
  ) {}

  /** With a session, the options name the user's passkeys; without, any discoverable passkey may answer. */
  async start(current: ActiveSession | null): Promise<CeremonyStart<PublicKeyCredentialRequestOptionsJSON>> {
    const existing = current ? await this.passkeys.listByUser(current.user.id) : [];
    const options = await this.relyingParty.authenticationOptions(existing);
    const challengeToken = await this.challenges.issue({
      type: 'authentication',
      expectedChallenge: options.challenge,
      userData: { id: current?.user.id ?? '' },
    });
    return { options, challengeToken };
  }

  @Audited('sign-in.passkey', (_args: unknown[], signedIn?: ActiveSession) => ({
    actorId: signedIn?.user.id ?? null,
    targetType: 'user',
    targetId: signedIn?.user.id ?? null,
  }))
  async finish(
    _auditCaller: AuditCaller,
    challengeToken: string | null,
    response: Record<string, unknown>,
    meta: RequestMeta,
  ): Promise<ActiveSession> {
    const challenge = challengeToken ? await this.challenges.take(challengeToken, 'authentication') : null;
    if (!challenge) throw new AuthError(PASSKEY_ERRORS.CHALLENGE_NOT_FOUND);
    const passkey = typeof response.id === 'string' ? await this.passkeys.findByCredentialId(response.id) : null;
    // Better Auth answers an unknown credential with 401, not the catalogue's usual 404.
    if (!passkey) throw new AuthError(PASSKEY_ERRORS.PASSKEY_NOT_FOUND, { status: 401 });
    const check = await this.relyingParty.verifyAuthentication(response, challenge.expectedChallenge, passkey);
    if (!check.verified) throw this.authenticationFailed(check.badSignature);
    await this.passkeys.raiseCounter(passkey.id, check.newCounter);
    const user = await this.users.getById(passkey.userId);
    // A passkey is a possession and, with user verification, a second factor in itself.
    const session = await this.sessions.create({
      userId: user.id,
      rememberMe: true,
      secondFactorPassed: true,
      ...meta,
    });
    return { session, user };
  }

  /** Better Auth 1.7 answers a signature that does not match with 401, every other fault with 400; 1.4 all with 400. */
  private authenticationFailed(badSignature: boolean): AuthError {
    const isUnauthorized = badSignature && this.config.betterAuthCompat === '1.7';
    return new AuthError(PASSKEY_ERRORS.AUTHENTICATION_FAILED, isUnauthorized ? { status: 401 } : {});
  }
}
