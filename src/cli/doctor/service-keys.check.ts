import { AppConfig } from '../../platform/config/app-config';
import { CheckResult } from './check-result';

/** Without SERVICE_KEYS, every server-only call (such as admin create-user from a backend) is refused. */
export function checkServiceKeys(config: AppConfig): CheckResult {
  if (config.serviceKeys.length > 0) {
    return { name: 'service keys', status: 'ok', detail: `${config.serviceKeys.length} configured` };
  }
  return {
    name: 'service keys',
    status: 'warn',
    detail: 'SERVICE_KEYS is not set: server-only calls (x-service-key) are refused with 401',
  };
}
