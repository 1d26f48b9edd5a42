import {
  FetchImplementation,
  JWTPayload,
  JWTVerifyGetKey,
  createRemoteJWKSet,
  customFetch,
  errors,
  jwtVerify,
} from 'jose';
import { AuthError } from '../../platform/common/errors/auth-error';
import { ErrorEntry } from '../../platform/common/errors/define-errors';
import { Clock } from '../../platform/common/time/clock';
import {
  ID_TOKEN_CLOCK_TOLERANCE_SECONDS,
  KEY_SET_CACHE_MAX_AGE_MS,
  KEY_SET_COOLDOWN_MS,
  KEY_SET_FETCH_TIMEOUT_MS,
} from './social.constants';
import { SOCIAL_ERRORS } from './social.errors';

/** Algorithms a provider may sign ID tokens with; "none" and HMAC (keyed with our client secret) are refused. */
const ACCEPTED_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];

export interface IdTokenExpectations {
  issuer: string;
  audience: string;
  nonce?: string;
}

/**
 * Verifies ID tokens against one provider's remote key set, with the fetch timeout, cooldown and cache the spec fixes;
 * `fetchKeySet` replaces the global fetch for the key set (single sign-on's guarded one).
 */
export class IdTokenVerifier {
  private readonly keySet: JWTVerifyGetKey;

  constructor(
    jwksUri: URL,
    private readonly clock: Clock,
    fetchKeySet?: FetchImplementation,
  ) {
    this.keySet = createRemoteJWKSet(jwksUri, {
      timeoutDuration: KEY_SET_FETCH_TIMEOUT_MS,
      cooldownDuration: KEY_SET_COOLDOWN_MS,
      cacheMaxAge: KEY_SET_CACHE_MAX_AGE_MS,
      ...(fetchKeySet ? { [customFetch]: fetchKeySet } : {}),
    });
  }

  async verify(idToken: string, expected: IdTokenExpectations): Promise<JWTPayload> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.keySet, {
        // A multi-tenant issuer ("{tenantid}") is checked against the token's tenant below.
        issuer: expected.issuer.includes('{tenantid}') ? undefined : expected.issuer,
        audience: expected.audience,
        algorithms: ACCEPTED_ALGORITHMS,
        clockTolerance: ID_TOKEN_CLOCK_TOLERANCE_SECONDS,
        currentDate: this.clock.now(),
        requiredClaims: ['sub', 'iat', 'exp'],
      }));
    } catch (error) {
      throw toTokenError(error);
    }
    if (
      expected.issuer.includes('{tenantid}') &&
      payload.iss !== expected.issuer.replace('{tenantid}', String(payload.tid))
    ) {
      throw new AuthError(SOCIAL_ERRORS.ID_TOKEN_CLAIM_VALIDATION_FAILED, {
        details: { claim: 'iss', reason: 'unexpected "iss" claim value' },
      });
    }
    if (expected.nonce !== undefined && payload.nonce !== expected.nonce) {
      throw new AuthError(SOCIAL_ERRORS.ID_TOKEN_CLAIM_VALIDATION_FAILED, {
        details: { claim: 'nonce', reason: 'unexpected "nonce" claim value' },
      });
    }
    return payload;
  }
}

/** Each way jose can refuse a token becomes the catalogue entry that names it. */
function toTokenError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  if (error instanceof errors.JWTExpired) return new AuthError(SOCIAL_ERRORS.ID_TOKEN_EXPIRED);
  if (error instanceof errors.JWTClaimValidationFailed) {
    return new AuthError(SOCIAL_ERRORS.ID_TOKEN_CLAIM_VALIDATION_FAILED, {
      details: { claim: error.claim, reason: error.message },
    });
  }
  const byType: [new (...args: never[]) => Error, ErrorEntry][] = [
    [errors.JWSSignatureVerificationFailed, SOCIAL_ERRORS.ID_TOKEN_SIGNATURE_VERIFICATION_FAILED],
    [errors.JOSEAlgNotAllowed, SOCIAL_ERRORS.ID_TOKEN_UNSUPPORTED_ALG],
    [errors.JOSENotSupported, SOCIAL_ERRORS.ID_TOKEN_UNSUPPORTED_ALG],
    [errors.JWKSNoMatchingKey, SOCIAL_ERRORS.ID_TOKEN_NO_MATCHING_KEY],
    [errors.JWKSMultipleMatchingKeys, SOCIAL_ERRORS.ID_TOKEN_NO_MATCHING_KEY],
    [errors.JWKSInvalid, SOCIAL_ERRORS.KEY_SET_MALFORMED],
    [errors.JWKSTimeout, SOCIAL_ERRORS.KEY_SET_FETCH_TIMEOUT],
    [errors.JWTInvalid, SOCIAL_ERRORS.ID_TOKEN_INVALID],
    [errors.JWSInvalid, SOCIAL_ERRORS.ID_TOKEN_INVALID],
  ];
  for (const [type, entry] of byType) if (error instanceof type) return new AuthError(entry);
  // jose reports a key set answered with another status as a generic error.
  if (error instanceof errors.JOSEError && /200 OK/.test(error.message))
    return new AuthError(SOCIAL_ERRORS.KEY_SET_FETCH_FAILED);
  if (error instanceof errors.JOSEError && /JSON/.test(error.message))
    return new AuthError(SOCIAL_ERRORS.KEY_SET_MALFORMED);
  // The key set's host refused or dropped the connection.
  if (error instanceof TypeError && error.message === 'fetch failed')
    return new AuthError(SOCIAL_ERRORS.KEY_SET_FETCH_FAILED);
  throw error;
}
