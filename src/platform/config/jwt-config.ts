import { toSeconds } from '../common/time/parse-duration';
import { JwtAlgorithm, JwtConfig } from './app-config';
import { RawConfig } from './config-sources';

const ALGORITHMS: readonly JwtAlgorithm[] = ['EdDSA', 'ES256', 'RS256'];
/** A key that lives less than an hour would be published mostly for the tokens of the key before it. */
const MIN_ROTATION_SECONDS = 3_600;
/** Longer-lived tokens defeat revocation; a day is already generous for a token nobody can recall. */
const MAX_TOKEN_SECONDS = 86_400;

/** Reads and checks the jwt section; a problem is one message naming the setting. */
export function readJwtConfig(raw: RawConfig['jwt'], baseUrl: string): JwtConfig {
  if (!ALGORITHMS.includes(raw.algorithm as JwtAlgorithm)) {
    throw new Error(`JWT_ALGORITHM must be one of ${ALGORITHMS.join(', ')}`);
  }
  const expiresInSeconds = readDuration('JWT_EXPIRES_IN', raw.expirationTime);
  if (expiresInSeconds < 1 || expiresInSeconds > MAX_TOKEN_SECONDS)
    throw new Error('JWT_EXPIRES_IN must be from 1s to 1d');
  let rotationIntervalSeconds: number | null = null;
  if (raw.rotationInterval !== null) {
    rotationIntervalSeconds = readDuration('JWKS_ROTATION_INTERVAL', raw.rotationInterval);
    if (rotationIntervalSeconds < MIN_ROTATION_SECONDS) throw new Error('JWKS_ROTATION_INTERVAL must be at least 1h');
  }
  if (
    raw.claims !== null &&
    (!Array.isArray(raw.claims) || raw.claims.some((claim) => typeof claim !== 'string' || !claim.trim()))
  ) {
    throw new Error('JWT_CLAIMS must be a list of user field names');
  }
  return {
    algorithm: raw.algorithm as JwtAlgorithm,
    expiresInSeconds,
    issuer: raw.issuer || baseUrl,
    audience: raw.audience || baseUrl,
    claims: raw.claims === null ? null : [...raw.claims],
    rotationIntervalSeconds,
    disableSettingJwtHeader: raw.disableSettingJwtHeader === true,
  };
}

function readDuration(name: string, value: string | number): number {
  try {
    return toSeconds(value);
  } catch {
    throw new Error(`${name} must be a duration such as "15m" or a number of seconds`);
  }
}

export const FALLBACK_JWT_CONFIG: JwtConfig = {
  algorithm: 'EdDSA',
  expiresInSeconds: 900,
  issuer: '',
  audience: '',
  claims: null,
  rotationIntervalSeconds: null,
  disableSettingJwtHeader: false,
};
