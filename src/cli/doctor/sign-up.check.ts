import { AppConfig } from '../../platform/config/app-config';
import { CheckResult } from './check-result';

/** Who may create their own account; open sign-up in production is worth a second look. */
export function checkSignUp(config: AppConfig): CheckResult {
  const { policy, domains } = config.signUp;
  if (policy === 'closed')
    return {
      name: 'sign-up',
      status: 'ok',
      detail: 'closed: administrators create accounts; addresses with a pending invitation may sign up',
    };
  if (policy === 'domains')
    return {
      name: 'sign-up',
      status: 'ok',
      detail: `only addresses at ${domains.join(', ')} (and invited addresses) may sign up`,
    };
  if (config.isProduction)
    return {
      name: 'sign-up',
      status: 'warn',
      detail:
        'open with NODE_ENV=production: anyone who reaches the service can create an account; set SIGN_UP=closed, or SIGN_UP=domains with SIGN_UP_DOMAINS, unless that is intended',
    };
  return { name: 'sign-up', status: 'ok', detail: 'open: anyone can create an account (SIGN_UP)' };
}
