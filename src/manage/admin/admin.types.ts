import { User } from '../../identity/user/user.types';

/** A user with the count of their passkeys, as administrators see them. */
export interface UserWithPasskeys {
  user: User;
  passkeyCount: number;
}

export interface RemovedPasskeys extends UserWithPasskeys {
  /** How many passkeys were removed. */
  removed: number;
}
