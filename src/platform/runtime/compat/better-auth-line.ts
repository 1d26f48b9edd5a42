import { BetterAuthLine } from '../../config/app-config';

/**
 * The line a request is answered as. Where Better Auth 1.4 and 1.7 answer one call differently, a
 * request carrying parameters that only 1.7's client sends is answered as 1.7 whatever the setting,
 * so a 1.7 app works against a service kept on 1.4 for older apps.
 */
export function answeringLine(configured: BetterAuthLine, sentOnlyBy17: boolean): BetterAuthLine {
  return sentOnlyBy17 ? '1.7' : configured;
}
