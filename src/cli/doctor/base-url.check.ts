import { AppConfig } from '../../platform/config/app-config';
import { CheckResult } from './check-result';

/** BASE_URL left at its default (localhost) names a service nobody else can reach: fine on a laptop only. */
export function checkBaseUrl(config: AppConfig): CheckResult {
  if (config.baseUrl !== `http://localhost:${config.port}`) {
    return { name: 'base url', status: 'ok', detail: config.baseUrl };
  }
  return {
    name: 'base url',
    status: config.isProduction ? 'warn' : 'info',
    detail: `BASE_URL is not set, so it is ${config.baseUrl}: set it to the address users open (links in e-mails, passkeys, redirects use it)`,
  };
}
