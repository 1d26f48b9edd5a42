import { Session } from '../../../identity/session/session.types';
import { User } from '../../../identity/user/user.types';

/** Someone single sign-on let in, with the session it opened. */
export interface SsoSignedIn {
  user: User;
  session: Session;
  /** The user was made by this sign-in. */
  isRegister: boolean;
}

/** Where the browser goes once the IdP answered; with the new session when someone was signed in. */
export interface SsoSignInOutcome {
  location: string;
  signedIn?: SsoSignedIn;
}

/** The two protocols, as the metrics and the audit name them. */
export type SsoProtocol = 'oidc' | 'saml';
