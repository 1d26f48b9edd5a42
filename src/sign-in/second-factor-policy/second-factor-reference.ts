import type { OpenAPIObject } from '@nestjs/swagger';
import { addErrorAnswer } from '../../platform/runtime/http/api-reference';
import { AppConfig } from '../../platform/config/app-config';
import { SECOND_FACTOR_POLICY_ERRORS } from './second-factor-policy.errors';
import { SECOND_FACTOR_ROUTES } from './second-factor-routes';

/**
 * With REQUIRE_SECOND_FACTOR on, every auth operation but those that read the session or pass a factor may answer
 * 403 SECOND_FACTOR_REQUIRED; the enrolment operations do once the user holds a factor.
 */
export function documentSecondFactorRefusals(config: AppConfig): (document: OpenAPIObject) => void {
  return (document) => {
    if (config.requireSecondFactor === 'none') return;
    addErrorAnswer(
      document,
      config.basePath,
      SECOND_FACTOR_POLICY_ERRORS.SECOND_FACTOR_REQUIRED,
      (path) => SECOND_FACTOR_ROUTES.get(path) !== 'always',
    );
  };
}
