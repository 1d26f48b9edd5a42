import { QueryTypes } from 'sequelize';
import { AppConfig } from '../../platform/config/app-config';
import { decryptPrivateKey } from '../../manage/jwt/private-key-encryption';
import { secretKeyringOf } from '../../platform/runtime/crypto/secret-keyring.module';
import { CheckResult, probe } from './check-result';
import { connect } from './database.check';

interface KeyRow {
  id: string;
  privateKey: string;
  createdAt: string | Date;
}

/**
 * Whether the newest JWT signing key opens with AUTH_SECRET: after the secret changes, /token and
 * get-session fail until a new key is made. Nothing to say (no line) before the first key exists.
 */
export async function checkJwks(config: AppConfig): Promise<CheckResult[]> {
  let rows: KeyRow[];
  const sequelize = connect(config);
  try {
    rows = await sequelize.query<KeyRow>('SELECT "id", "privateKey", "createdAt" FROM "jwks"', {
      type: QueryTypes.SELECT,
    });
  } catch {
    return [];
  } finally {
    await sequelize.close();
  }
  const [newest] = rows.sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
  if (!newest) return [];
  return [
    await probe('jwt signing key', async () => {
      try {
        decryptPrivateKey(newest.privateKey, secretKeyringOf(config));
      } catch {
        return {
          status: 'fail',
          detail: `key ${newest.id} does not open with the secrets held (AUTH_SECRET, AUTH_SECRETS; was a secret changed?): run rotate-jwks to make a new one`,
        };
      }
      return { status: 'ok', detail: `key ${newest.id} opens with the secrets held` };
    }),
  ];
}
