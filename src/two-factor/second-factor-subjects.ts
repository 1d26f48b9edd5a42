import { Injectable } from '@nestjs/common';
import { AuthError } from '../common/errors/auth-error';
import { ActiveSession } from '../session/session.types';
import { SecondFactorSubject } from './second-factor.service';
import { TWO_FACTOR_ERRORS } from './two-factor.errors';

/** Who a code is presented for: the signed-in caller, else nobody the service can tell. */
@Injectable()
export class SecondFactorSubjects {
  async resolve(current: ActiveSession | null): Promise<SecondFactorSubject> {
    if (current && !current.viaApiKey) return { user: current.user, session: current.session };
    throw new AuthError(TWO_FACTOR_ERRORS.INVALID_TWO_FACTOR_COOKIE);
  }
}
