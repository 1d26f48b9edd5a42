import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../platform/common/time/clock';
import { PendingInvitations, SignUpPolicy } from '../../identity/user/sign-up-policy';
import { InvitationRepository } from './repositories/invitation.repository';

/**
 * Lets an invited address sign up while SIGN_UP is closed or limited to other domains: the invitation
 * is someone's decision to let that address in, and it can only be accepted by a signed-in account.
 */
@Injectable()
export class InvitedSignUps implements PendingInvitations, OnModuleInit {
  constructor(
    private readonly invitations: InvitationRepository,
    private readonly policy: SignUpPolicy,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.policy.registerInvitations(this);
  }

  existFor(email: string): Promise<boolean> {
    return this.invitations.hasPendingFor(email, this.clock.now());
  }
}
