import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { canonicalDomain } from '../../platform/config/sign-up-config';
import { normalizeEmail } from './email-address';

/** Why an address may not make an account on its own: sign-up is closed, or its domain is not listed. */
export type SignUpRefusal = 'closed' | 'domain';

/** Where the organization module, above this one, says whether an address has a pending invitation. */
export interface PendingInvitations {
  existFor(email: string): Promise<boolean>;
}

/**
 * SIGN_UP for every way someone creates their own account: e-mail sign-up and a first social sign-in.
 * An address with a pending organization invitation may sign up whatever the policy, so that an
 * invitation can be accepted; administrators' creations do not ask.
 */
@Injectable()
export class SignUpPolicy {
  private invitations: PendingInvitations | null = null;

  constructor(private readonly config: AppConfig) {}

  registerInvitations(invitations: PendingInvitations): void {
    this.invitations = invitations;
  }

  /** Null when the address may sign up. */
  async refusalFor(email: string): Promise<SignUpRefusal | null> {
    const { policy, domains } = this.config.signUp;
    if (policy === 'open') return null;
    if (policy === 'domains' && domains.includes(domainOf(email))) return null;
    if (await this.invitations?.existFor(normalizeEmail(email))) return null;
    return policy === 'closed' ? 'closed' : 'domain';
  }

  /** The refusal of an address outside the listed domains, naming them. */
  get domainRule(): string {
    return `Sign-up is open only to e-mail addresses at ${this.config.signUp.domains.join(', ')}`;
  }
}

/** What follows the last @, in the listed domains' form: `User@CORP.example.` is at `corp.example`. */
function domainOf(email: string): string {
  return canonicalDomain(email.slice(email.lastIndexOf('@') + 1));
}
