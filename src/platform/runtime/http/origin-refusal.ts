import { Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { AuthError } from '../../common/errors/auth-error';
import { BASE_ERRORS } from '../../common/errors/base.errors';

const logger = new Logger('OriginGuard');

/**
 * 403 INVALID_ORIGIN for a request from an origin that is not trusted. The message keeps Better Auth's
 * "Invalid origin" first, then names the origin received and how to trust it; outside production it also lists
 * the trusted origins, which the log line always does.
 */
export function originRefusal(received: string, config: AppConfig): AuthError {
  const origin = originOf(received);
  const trusted = config.trustedOrigins.join(', ') || 'none';
  logger.warn(`Refused a request from the untrusted origin ${origin}; trusted origins: ${trusted}`);
  const advice = `${origin} is not a trusted origin: open the dashboard at BASE_URL (${config.baseUrl}) or add ${origin} to TRUSTED_ORIGINS`;
  const listed = config.isProduction ? '' : ` (trusted: ${trusted})`;
  return new AuthError(BASE_ERRORS.INVALID_ORIGIN, {
    message: `${BASE_ERRORS.INVALID_ORIGIN.message}: ${advice}${listed}`,
  });
}

/** The origin of a received `Origin` (itself) or `Referer` (a full URL); anything unreadable as it came. */
function originOf(value: string): string {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? value : origin;
  } catch {
    return value;
  }
}
