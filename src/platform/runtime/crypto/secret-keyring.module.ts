import { Global, Module } from '@nestjs/common';
import { SecretKeyring } from '../../common/crypto/secret-keyring';
import { AppConfig } from '../../config/app-config';

/** The keyring of the configured secrets: the numbered ones of `AUTH_SECRETS` when set, else `AUTH_SECRET` alone. */
export function secretKeyringOf(config: Pick<AppConfig, 'secret' | 'secrets'>): SecretKeyring {
  const { versions, legacy } = config.secrets;
  return versions.length ? SecretKeyring.versioned(versions, legacy) : SecretKeyring.single(config.secret);
}

/** Signs, verifies, encrypts and decrypts with the secrets held, for every module that needs them. */
@Global()
@Module({
  providers: [{ provide: SecretKeyring, useFactory: secretKeyringOf, inject: [AppConfig] }],
  exports: [SecretKeyring],
})
export class SecretKeyringModule {}
