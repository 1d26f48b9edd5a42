import { SoftwareAuthenticator } from './software-authenticator';

type Json = Record<string, any>;

/** The DOM's BufferSource: what the browser's API takes for bytes. */
type BufferSource = ArrayBuffer | ArrayBufferView;

interface Descriptor {
  id: BufferSource;
}

/** What @simplewebauthn/browser hands `navigator.credentials.create`. */
interface CreationRequest {
  publicKey: {
    challenge: BufferSource;
    rp: { id?: string };
    user: { id: BufferSource };
    excludeCredentials?: Descriptor[];
  };
  signal?: AbortSignal;
}

/** What it hands `navigator.credentials.get`. */
interface RequestRequest {
  publicKey: { challenge: BufferSource; rpId?: string; allowCredentials?: Descriptor[] };
  signal?: AbortSignal;
}

// Chromium's words when the user closes the passkey prompt.
const DISMISSED =
  'The operation either timed out or was not allowed. See: https://www.w3.org/TR/webauthn-2/#sctn-privacy-considerations-client.';

/** The browser's PublicKeyCredential: what navigator.credentials answers, with its buffers. */
class BridgedPublicKeyCredential {
  readonly type = 'public-key';
  readonly id: string;
  readonly rawId: ArrayBuffer;
  readonly authenticatorAttachment: string | null;
  readonly response: Record<string, unknown>;

  constructor(answer: Json, response: Record<string, unknown>) {
    this.id = answer.id;
    this.rawId = bufferOf(answer.rawId);
    this.authenticatorAttachment = answer.authenticatorAttachment ?? null;
    this.response = response;
  }

  getClientExtensionResults(): Record<string, unknown> {
    return {};
  }
}

/**
 * The WebAuthn part of a browser on a page of `origin`, for code that calls it as a page does
 * (`navigator.credentials.create/get`, `PublicKeyCredential`, `location`): each ceremony is answered by
 * the software authenticator the user holds, with its real key and signature, and refused as a browser
 * refuses it (prompt dismissed, no matching credential, authenticator already registered, wrong RP id).
 */
export class WebAuthnBridge {
  private authenticator: SoftwareAuthenticator | null = null;
  private dismissNext = false;
  // A discoverable credential gives back the user handle it was created with.
  private readonly userHandles = new Map<string, ArrayBuffer>();
  private readonly replaced = new Map<string, PropertyDescriptor | undefined>();

  constructor(private readonly origin: string) {}

  /** Installs the globals; `uninstall` puts back what was there. */
  install(): void {
    const location = new URL(this.origin);
    const navigator = {
      onLine: true,
      credentials: {
        create: (options: CreationRequest) => this.create(options),
        get: (options: RequestRequest) => this.get(options),
      },
    };
    const globals = { navigator, location, PublicKeyCredential: BridgedPublicKeyCredential };
    for (const [name, value] of Object.entries(globals)) {
      this.replaced.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
      Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
    }
  }

  uninstall(): void {
    for (const [name, previous] of this.replaced) {
      if (previous) Object.defineProperty(globalThis, name, previous);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    this.replaced.clear();
  }

  /** The authenticator the user answers the next prompts with; null when they hold none. */
  hold(authenticator: SoftwareAuthenticator | null): void {
    this.authenticator = authenticator;
  }

  /** The user closes the next prompt instead of answering it. */
  dismissNextPrompt(): void {
    this.dismissNext = true;
  }

  private async create({ publicKey, signal }: CreationRequest): Promise<BridgedPublicKeyCredential> {
    const authenticator = this.prompt(publicKey.rp.id, signal);
    const excluded = (publicKey.excludeCredentials ?? []).map((descriptor) => base64url(descriptor.id));
    if (excluded.includes(authenticator.credentialId)) {
      throw new DOMException(
        'The user attempted to register an authenticator that contains one of the credentials already registered with the relying party.',
        'InvalidStateError',
      );
    }
    const answer = authenticator.register({ challenge: base64url(publicKey.challenge) });
    this.userHandles.set(authenticator.credentialId, copyOf(publicKey.user.id));
    const { clientDataJSON, attestationObject, transports } = answer.response as Json;
    return new BridgedPublicKeyCredential(answer, {
      clientDataJSON: bufferOf(clientDataJSON),
      attestationObject: bufferOf(attestationObject),
      getTransports: () => [...transports],
    });
  }

  private async get({ publicKey, signal }: RequestRequest): Promise<BridgedPublicKeyCredential> {
    const authenticator = this.prompt(publicKey.rpId, signal);
    const allowed = (publicKey.allowCredentials ?? []).map((descriptor) => base64url(descriptor.id));
    // The browser finds no credential the page allows on the authenticator: to the page, as if dismissed.
    if (allowed.length > 0 && !allowed.includes(authenticator.credentialId))
      throw new DOMException(DISMISSED, 'NotAllowedError');
    const answer = authenticator.authenticate({ challenge: base64url(publicKey.challenge) });
    const { clientDataJSON, authenticatorData, signature } = answer.response as Json;
    return new BridgedPublicKeyCredential(answer, {
      clientDataJSON: bufferOf(clientDataJSON),
      authenticatorData: bufferOf(authenticatorData),
      signature: bufferOf(signature),
      userHandle: this.userHandles.get(authenticator.credentialId) ?? null,
    });
  }

  /** The checks before a prompt, and the user's answer to it. */
  private prompt(rpId: string | undefined, signal: AbortSignal | undefined): SoftwareAuthenticator {
    if (signal?.aborted) throw signal.reason;
    const hostname = new URL(this.origin).hostname;
    if (rpId !== undefined && rpId !== hostname && !hostname.endsWith(`.${rpId}`)) {
      throw new DOMException(
        'The relying party ID is not a registrable domain suffix of, nor equal to the current domain.',
        'SecurityError',
      );
    }
    if (this.dismissNext || !this.authenticator) {
      this.dismissNext = false;
      throw new DOMException(DISMISSED, 'NotAllowedError');
    }
    return this.authenticator;
  }
}

function bytesOf(source: BufferSource): Uint8Array {
  return ArrayBuffer.isView(source)
    ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
    : new Uint8Array(source);
}

function base64url(source: BufferSource): string {
  return Buffer.from(bytesOf(source)).toString('base64url');
}

function copyOf(source: BufferSource): ArrayBuffer {
  return bytesOf(source).slice().buffer;
}

function bufferOf(encoded: string): ArrayBuffer {
  return new Uint8Array(Buffer.from(encoded, 'base64url')).buffer;
}
