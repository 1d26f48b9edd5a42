import { Injectable } from '@nestjs/common';
import {
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { randomString } from '../../platform/common/crypto/random';
import { isTrustedOrigin } from '../../platform/common/http/trusted-origins';
import { AppConfig } from '../../platform/config/app-config';
import { RELYING_PARTY_NAME, USER_HANDLE_ALPHABET, USER_HANDLE_LENGTH } from './passkey.constants';
import { Passkey } from './passkey.types';

export interface RegistrationRequest {
  userName: string;
  userDisplayName: string;
  existing: Passkey[];
  authenticatorAttachment?: 'platform' | 'cross-platform';
}

/**
 * A checked assertion: the authenticator's new signature counter, or a refusal, telling a signature that
 * does not match the stored key from every other fault (challenge, origin, relying party, counter, shape).
 */
export type AssertionCheck = { verified: true; newCounter: number } | { verified: false; badSignature: boolean };

/** A verified new credential, in the form the `passkey` table keeps. */
export type RegisteredCredential = Pick<
  Passkey,
  'credentialID' | 'publicKey' | 'counter' | 'deviceType' | 'backedUp' | 'transports' | 'aaguid'
>;

/**
 * The WebAuthn relying party: its id is BASE_URL's host, and a response must come from a trusted
 * origin (BASE_URL's or one of TRUSTED_ORIGINS). User verification is preferred, not required, as in
 * Better Auth.
 */
@Injectable()
export class RelyingParty {
  readonly id: string;

  constructor(private readonly config: AppConfig) {
    this.id = new URL(config.baseUrl).hostname;
  }

  registrationOptions(request: RegistrationRequest): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return generateRegistrationOptions({
      rpName: RELYING_PARTY_NAME,
      rpID: this.id,
      // A random handle rather than the user id, so authenticators learn nothing about the account.
      userID: new TextEncoder().encode(randomString(USER_HANDLE_LENGTH, USER_HANDLE_ALPHABET)),
      userName: request.userName,
      userDisplayName: request.userDisplayName,
      attestationType: 'none',
      excludeCredentials: request.existing.map(descriptorOf),
      authenticatorSelection: {
        residentKey: 'preferred',
        userVerification: 'preferred',
        ...(request.authenticatorAttachment ? { authenticatorAttachment: request.authenticatorAttachment } : {}),
      },
    });
  }

  authenticationOptions(existing: Passkey[]): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return generateAuthenticationOptions({
      rpID: this.id,
      userVerification: 'preferred',
      ...(existing.length > 0 ? { allowCredentials: existing.map(descriptorOf) } : {}),
    });
  }

  /** The new credential, or null when the response does not verify against the challenge and origins. */
  async verifyRegistration(response: unknown, expectedChallenge: string): Promise<RegisteredCredential | null> {
    const origin = this.trustedOriginOf(response);
    if (!origin) return null;
    try {
      const { verified, registrationInfo } = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: this.id,
        requireUserVerification: false,
      });
      if (!verified) return null;
      return {
        credentialID: registrationInfo.credential.id,
        publicKey: Buffer.from(registrationInfo.credential.publicKey).toString('base64'),
        counter: registrationInfo.credential.counter,
        deviceType: registrationInfo.credentialDeviceType,
        backedUp: registrationInfo.credentialBackedUp,
        transports: registrationInfo.credential.transports?.join(',') ?? null,
        aaguid: registrationInfo.aaguid,
      };
    } catch {
      // The library throws for every malformed or mismatching response: all mean "not verified".
      return null;
    }
  }

  /**
   * Checks an assertion against the challenge, a trusted origin and the stored public key; a counter that
   * did not grow (a cloned authenticator) is refused.
   */
  async verifyAuthentication(response: unknown, expectedChallenge: string, passkey: Passkey): Promise<AssertionCheck> {
    const origin = this.trustedOriginOf(response);
    if (!origin) return { verified: false, badSignature: false };
    const credential: WebAuthnCredential = {
      id: passkey.credentialID,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64')),
      counter: passkey.counter,
      transports: transportsOf(passkey),
    };
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: this.id,
        credential,
        requireUserVerification: false,
      });
      // The library answers a signature that does not match with `verified: false`, and throws for the rest.
      return verified ? { verified, newCounter: authenticationInfo.newCounter } : { verified, badSignature: true };
    } catch {
      return { verified: false, badSignature: false };
    }
  }

  /** The origin the browser wrote into clientDataJSON, when it is a trusted one (patterns allowed). */
  private trustedOriginOf(response: unknown): string | null {
    const encoded = (response as { response?: { clientDataJSON?: unknown } } | null)?.response?.clientDataJSON;
    if (typeof encoded !== 'string') return null;
    try {
      const { origin } = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as { origin?: unknown };
      return typeof origin === 'string' && isTrustedOrigin(origin, this.config.trustedOrigins) ? origin : null;
    } catch {
      return null;
    }
  }
}

function descriptorOf(passkey: Passkey): { id: string; transports?: WebAuthnCredential['transports'] } {
  return { id: passkey.credentialID, transports: transportsOf(passkey) };
}

function transportsOf(passkey: Passkey): WebAuthnCredential['transports'] {
  return passkey.transports ? passkey.transports.split(',') : undefined;
}
