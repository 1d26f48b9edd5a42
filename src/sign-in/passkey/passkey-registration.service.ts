import { Injectable } from '@nestjs/common';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { generateId } from '../../platform/common/crypto/random';
import { AuthError } from '../../platform/common/errors/auth-error';
import { Clock } from '../../platform/common/time/clock';
import { AppConfig } from '../../platform/config/app-config';
import { SESSION_ERRORS } from '../../identity/session/session.errors';
import { SessionService } from '../../identity/session/session.service';
import { ActiveSession, RequestMeta } from '../../identity/session/session.types';
import { PasskeyChallenges } from './passkey-challenges';
import { PASSKEY_ERRORS } from './passkey.errors';
import { PasskeyRepository } from './passkey.repository';
import { Passkey } from './passkey.types';
import { RelyingParty } from './relying-party';

export interface RegistrationOptionsInput {
  name?: string;
  authenticatorAttachment?: 'platform' | 'cross-platform';
}

export interface RegistrationInput {
  name?: string;
  /** Better Auth 1.7: also sign in, with a new session, once the passkey is kept. */
  createSession?: boolean;
}

/** The kept passkey, and the session made when the caller asked for one (1.7's `createSession`). */
export interface Registration {
  passkey: Passkey;
  signedIn: ActiveSession | null;
}

/** Options for the browser, and the token the challenge cookie carries. */
export interface CeremonyStart<Options> {
  options: Options;
  challengeToken: string;
}

/** Adds a passkey to the signed-in user's account; both steps need a fresh session, as in Better Auth. */
@Injectable()
export class PasskeyRegistrationService {
  constructor(
    private readonly passkeys: PasskeyRepository,
    private readonly challenges: PasskeyChallenges,
    private readonly relyingParty: RelyingParty,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    readonly audit: AuditService,
  ) {}

  async start(
    current: ActiveSession,
    input: RegistrationOptionsInput,
  ): Promise<CeremonyStart<PublicKeyCredentialCreationOptionsJSON>> {
    this.assertFresh(current);
    const options = await this.relyingParty.registrationOptions({
      userName: input.name || current.user.email || current.user.id,
      userDisplayName: current.user.email || current.user.id,
      existing: await this.passkeys.listByUser(current.user.id),
      authenticatorAttachment: input.authenticatorAttachment,
    });
    const challengeToken = await this.challenges.issue({
      type: 'registration',
      expectedChallenge: options.challenge,
      userData: { id: current.user.id },
    });
    return { options, challengeToken };
  }

  @Audited('passkey.verify-registration', ([current]: [ActiveSession], added?: Registration) => ({
    targetType: 'passkey',
    targetId: added?.passkey.id ?? null,
    metadata: { userId: current.user.id },
  }))
  async finish(
    _auditCaller: AuditCaller,
    current: ActiveSession,
    challengeToken: string | null,
    response: unknown,
    input: RegistrationInput,
    meta: RequestMeta,
  ): Promise<Registration> {
    this.assertFresh(current);
    const challenge = challengeToken ? await this.challenges.take(challengeToken, 'registration') : null;
    if (!challenge) throw new AuthError(PASSKEY_ERRORS.CHALLENGE_NOT_FOUND);
    if (challenge.userData.id !== current.user.id) {
      throw new AuthError(PASSKEY_ERRORS.YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY);
    }
    const credential = await this.relyingParty.verifyRegistration(response, challenge.expectedChallenge);
    if (!credential) throw new AuthError(PASSKEY_ERRORS.FAILED_TO_VERIFY_REGISTRATION);
    // A credential id belongs to one passkey: a second row would let its owner shadow the first at sign-in.
    if (await this.passkeys.findByCredentialId(credential.credentialID)) {
      throw new AuthError(PASSKEY_ERRORS.FAILED_TO_VERIFY_REGISTRATION);
    }
    const isLine17 = this.config.betterAuthCompat === '1.7';
    const passkey = await this.passkeys.create({
      id: generateId(),
      // 1.7 trims the name and keeps a blank one as none; 1.4 keeps it as sent.
      name: (isLine17 ? input.name?.trim() || null : input.name) ?? null,
      userId: current.user.id,
      createdAt: this.clock.now(),
      ...credential,
    });
    // The authenticator just proved itself: as with a confirmed TOTP code, the session has passed a second factor.
    if (!current.viaApiKey) await this.sessions.markSecondFactor(current.session.token);
    if (!isLine17 || !input.createSession) return { passkey, signedIn: null };
    const session = await this.sessions.create({
      userId: current.user.id,
      rememberMe: true,
      secondFactorPassed: true,
      ...meta,
    });
    return { passkey, signedIn: { session, user: current.user } };
  }

  private assertFresh(current: ActiveSession): void {
    if (!this.sessions.isFresh(current.session)) throw new AuthError(SESSION_ERRORS.SESSION_IS_NOT_FRESH);
  }
}
