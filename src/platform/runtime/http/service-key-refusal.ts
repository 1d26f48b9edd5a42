import { Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { AuthError } from '../../common/errors/auth-error';
import { BASE_ERRORS } from '../../common/errors/base.errors';

/** Why a server-only call cannot succeed on a service with no `SERVICE_KEYS`, and how to change that. */
const NO_SERVICE_KEYS =
  'SERVICE_KEYS is not set on this server, so server-only calls are refused: set SERVICE_KEYS ' +
  '(comma-separated secrets of 16+ characters) and send one as the x-service-key header';

const logger = new Logger('ServiceKeys');
// Once per running service (one configuration per process), not once per refused call.
const warned = new WeakSet<AppConfig>();

/**
 * The 401 UNAUTHORIZED for a server-only call without a valid service key. With none configured, its message
 * says so (the code stays Better Auth's), and the log says it once.
 */
export function serviceKeyRefusal(config: AppConfig): AuthError {
  if (config.serviceKeys.length > 0) return new AuthError(BASE_ERRORS.UNAUTHORIZED);
  if (!warned.has(config)) {
    warned.add(config);
    logger.warn(`A server-only call was refused: ${NO_SERVICE_KEYS}`);
  }
  return new AuthError(BASE_ERRORS.UNAUTHORIZED, {
    message: `${BASE_ERRORS.UNAUTHORIZED.message}: ${NO_SERVICE_KEYS}`,
  });
}
