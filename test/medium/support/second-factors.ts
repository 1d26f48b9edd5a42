import { AppConfig, SecondFactorRequirement } from '../../../src/platform/config/app-config';
import { generateId } from '../../../src/platform/common/crypto/random';
import { SecondFactorHoldings } from '../../../src/identity/user/second-factor-holdings';
import { PasskeyModel } from '../../../src/sign-in/passkey/passkey.model';
import { PasskeyRepository } from '../../../src/sign-in/passkey/passkey.repository';
import { PasskeySecondFactor } from '../../../src/sign-in/passkey/passkey-second-factor';
import { SecondFactorPolicy } from '../../../src/sign-in/second-factor-policy/second-factor-policy';
import { TwoFactorModel } from '../../../src/sign-in/two-factor/two-factor.model';
import { TwoFactorRepository } from '../../../src/sign-in/two-factor/two-factor.repository';
import { Medium, adminRoles } from './medium-services';

/** The policy on REQUIRE_SECOND_FACTOR=`requirement`, asking the passkeys as the passkey module registers them. */
export function secondFactorPolicy(requirement: SecondFactorRequirement, config: AppConfig): SecondFactorPolicy {
  const holdings = new SecondFactorHoldings();
  new PasskeySecondFactor(new PasskeyRepository(PasskeyModel), holdings).onModuleInit();
  const withRequirement = { ...config, requireSecondFactor: requirement };
  return new SecondFactorPolicy(withRequirement, adminRoles(withRequirement), holdings);
}

/** Stores a passkey of the user, as a finished registration ceremony writes it. */
export async function storePasskey(medium: Medium, userId: string): Promise<void> {
  await new PasskeyRepository(PasskeyModel).create({
    id: generateId(),
    name: null,
    publicKey: 'not-checked-by-these-tests',
    userId,
    credentialID: generateId(),
    counter: 0,
    deviceType: 'singleDevice',
    backedUp: false,
    transports: null,
    createdAt: medium.clock.now(),
    aaguid: null,
  });
}

/** Stores a TOTP enrolment as two-factor/enable leaves it: not confirmed by a first code yet. */
export async function storeUnconfirmedTotp(medium: Medium, userId: string): Promise<void> {
  const enrolment = { id: generateId(), userId, secret: 'not-checked', backupCodes: 'not-checked', verified: false };
  await medium.db.database.transaction((tx) => new TwoFactorRepository(TwoFactorModel).replaceForUser(enrolment, tx));
}
