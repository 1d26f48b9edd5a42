import { randomString } from '../common/crypto/random';
import { symmetricDecrypt, symmetricEncrypt } from '../common/crypto/symmetric-encryption';
import { BACKUP_CODE_COUNT, BACKUP_CODE_LENGTH } from './two-factor.constants';

/** Fresh backup codes in Better Auth's form: `abcde-12345`, from lower and upper case letters and digits. */
export function generateBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const code = randomString(BACKUP_CODE_LENGTH);
    const half = BACKUP_CODE_LENGTH / 2;
    return `${code.slice(0, half)}-${code.slice(half)}`;
  });
}

/** The `backupCodes` column: the codes' JSON array, encrypted as Better Auth stores it. */
export function sealBackupCodes(codes: string[], secret: string): string {
  return symmetricEncrypt(JSON.stringify(codes), secret);
}

/** The codes in a `backupCodes` column; an empty list when it does not open or parse. */
export function openBackupCodes(column: string, secret: string): string[] {
  try {
    const codes = JSON.parse(symmetricDecrypt(column, secret)) as unknown;
    return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}
