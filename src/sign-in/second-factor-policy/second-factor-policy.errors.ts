import { defineErrors } from '../../platform/common/errors/define-errors';

/** Not Better Auth's: REQUIRE_SECOND_FACTOR refusing a session made with a password alone. */
export const SECOND_FACTOR_POLICY_ERRORS = defineErrors({
  SECOND_FACTOR_REQUIRED: {
    status: 403,
    message: 'A second factor is required. Set one up and verify it to continue.',
  },
});
