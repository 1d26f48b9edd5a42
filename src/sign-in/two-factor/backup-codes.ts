import { constantTimeEqual } from '../../platform/common/crypto/hmac';
import { randomString } from '../../platform/common/crypto/random';
import type { SecretKeyring } from '../../platform/common/crypto/secret-keyring';
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
export function sealBackupCodes(codes: string[], secrets: SecretKeyring): string {
  return secrets.encrypt(JSON.stringify(codes));
}

/** The codes in a `backupCodes` column; an empty list when it does not open or parse. */
export function openBackupCodes(column: string, secrets: SecretKeyring): string[] {
  try {
    const codes = JSON.parse(secrets.decrypt(column)) as unknown;
    return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether `code` is one of `codes`. Each code is compared in constant time and none is skipped, so the answer's
 * timing tells neither how much of a guess was right nor where in the list it sits.
 */
export function isBackupCode(codes: readonly string[], code: string): boolean {
  let found = false;
  for (const candidate of codes) found = constantTimeEqual(candidate, code) || found;
  return found;
}
