/** A row of the `jwks` table. */
export interface StoredJwk {
  id: string;
  /** JSON of the public JWK. */
  publicKey: string;
  /** JSON of the encrypted private JWK. */
  privateKey: string;
  createdAt: Date;
  expiresAt: Date | null;
}

/** A public key as published in the key set. */
export interface PublishedJwk {
  kid: string;
  alg: string;
  kty: string;
  crv?: string;
  [member: string]: unknown;
}

/** What made a new signing key replace the previous one, as its audit event records. */
export type JwksRotationTrigger = 'schedule' | 'command line' | 'expired on use';
