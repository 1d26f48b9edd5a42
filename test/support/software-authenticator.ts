import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** The fields of WebAuthn options (creation or request) an authenticator reads. */
interface CeremonyOptions {
  challenge: string;
}

interface AnswerOverrides {
  /** The origin the "browser" writes into clientDataJSON; by default the authenticator's own. */
  origin?: string;
  /** The signature counter to report instead of the next one. */
  counter?: number;
  /** Another credential id to claim. */
  credentialId?: string;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

// COSE key labels and values for an ES256 (P-256) public key.
const COSE_KTY = 1;
const COSE_ALG = 3;
const COSE_CRV = -1;
const COSE_X = -2;
const COSE_Y = -3;
const KTY_EC2 = 2;
const ALG_ES256 = -7;
const CRV_P256 = 1;

/**
 * A passkey in software: one P-256 key, answering registration with a "none" attestation and sign-in
 * with an ES256 signature over authenticatorData || SHA-256(clientDataJSON), as a browser relays them.
 */
export class SoftwareAuthenticator {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly credentialId = randomBytes(16).toString('base64url');
  private counter = 0;

  constructor(
    private readonly rpId: string,
    private readonly origin: string,
  ) {}

  /** A RegistrationResponseJSON for the creation options. */
  register(options: CeremonyOptions, overrides: AnswerOverrides = {}): Record<string, unknown> {
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, overrides.origin);
    const credentialId = Buffer.from(this.credentialId, 'base64url');
    const credentialLength = Buffer.alloc(2);
    credentialLength.writeUInt16BE(credentialId.length);
    const authenticatorData = Buffer.concat([
      this.authenticatorDataHeader(FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_CREDENTIAL, this.counter),
      Buffer.alloc(16),
      credentialLength,
      credentialId,
      Buffer.from(isoCBOR.encode(this.coseKey())),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authenticatorData)],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal', 'hybrid'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** An AuthenticationResponseJSON for the request options; each answer counts one signature. */
  authenticate(options: CeremonyOptions, overrides: AnswerOverrides = {}): Record<string, unknown> {
    this.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides.origin);
    const authenticatorData = this.authenticatorDataHeader(
      FLAG_USER_PRESENT | FLAG_USER_VERIFIED,
      overrides.counter ?? this.counter,
    );
    const signed = Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]);
    const signature = sign('sha256', signed, this.keys.privateKey);
    const id = overrides.credentialId ?? this.credentialId;
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authenticatorData.toString('base64url'),
        signature: signature.toString('base64url'),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authenticatorDataHeader(flags: number, counter: number): Buffer {
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(counter);
    return Buffer.concat([createHash('sha256').update(this.rpId).digest(), Buffer.from([flags]), signCount]);
  }

  private coseKey(): Parameters<typeof isoCBOR.encode>[0] {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return new Map<number, number | Uint8Array>([
      [COSE_KTY, KTY_EC2],
      [COSE_ALG, ALG_ES256],
      [COSE_CRV, CRV_P256],
      [COSE_X, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [COSE_Y, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]);
  }
}
