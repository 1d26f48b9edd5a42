// Settings that name one of a few behaviours: the Better Auth line, and whose sessions need a second factor.

import { BetterAuthLine, SecondFactorRequirement } from './app-config';

const BETTER_AUTH_LINES: readonly BetterAuthLine[] = ['1.7', '1.4'];

export function readBetterAuthLine(value: string): BetterAuthLine {
  const line = BETTER_AUTH_LINES.find((candidate) => candidate === value);
  if (!line) throw new Error(`must be one of ${BETTER_AUTH_LINES.join(', ')}`);
  return line;
}

const SECOND_FACTOR_REQUIREMENTS: readonly SecondFactorRequirement[] = ['none', 'admins', 'all'];

export function readSecondFactorRequirement(value: string): SecondFactorRequirement {
  const requirement = SECOND_FACTOR_REQUIREMENTS.find((candidate) => candidate === value);
  if (!requirement) throw new Error(`must be one of ${SECOND_FACTOR_REQUIREMENTS.join(', ')}`);
  return requirement;
}
