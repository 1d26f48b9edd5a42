import { Injectable } from '@nestjs/common';
import { AuthError } from '../../platform/common/errors/auth-error';
import { ActiveSession } from '../../identity/session/session.types';
import { UserService } from '../../identity/user/user.service';
import { PendingSignIns } from './pending-sign-ins';
import { SecondFactorSubject } from './second-factor.service';
import { TWO_FACTOR_ERRORS } from './two-factor.errors';

/** Who a code is presented for: the signed-in caller, else the user of the pending sign-in in the cookie. */
@Injectable()
export class SecondFactorSubjects {
  constructor(
    private readonly pending: PendingSignIns,
    private readonly users: UserService,
  ) {}

  async resolve(
    current: ActiveSession | null,
    pendingSignIn: string | null,
    dontRemember: boolean,
  ): Promise<SecondFactorSubject> {
    if (current && !current.viaApiKey) return { user: current.user, session: current.session };
    const userId = pendingSignIn ? await this.pending.userIdOf(pendingSignIn) : null;
    const user = userId ? await this.users.findById(userId) : null;
    if (!pendingSignIn || !user) throw new AuthError(TWO_FACTOR_ERRORS.INVALID_TWO_FACTOR_COOKIE);
    return { user, session: null, pendingSignIn, dontRemember };
  }
}
