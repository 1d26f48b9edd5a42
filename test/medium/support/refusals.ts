import { AuthError } from '../../../src/platform/common/errors/auth-error';

/** The refusal a call met, as `<status> <CODE>` the global filter writes; null when the call went through. */
export async function refusalOf(call: Promise<unknown>): Promise<string | null> {
  try {
    await call;
    return null;
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return `${error.status} ${error.code}`;
  }
}
