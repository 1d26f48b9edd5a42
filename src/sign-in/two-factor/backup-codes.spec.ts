import crypto from 'node:crypto';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { SecretKeyring } from '../../platform/common/crypto/secret-keyring';
import { generateBackupCodes, isBackupCode, openBackupCodes, sealBackupCodes } from './backup-codes';

const SECRET = 'a-secret-that-is-long-enough-0123456789';
const KEYRING = SecretKeyring.single(SECRET);

describe('backup codes, as Better Auth stores twoFactor.backupCodes', () => {
  it('makes ten distinct codes of two groups of five letters and digits', () => {
    const codes = generateBackupCodes();

    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
  });

  it('opens the codes Better Auth encrypted', async () => {
    const codes = ['abcde-12345', 'ABCDE-67890'];
    const column = await symmetricEncrypt({ key: SECRET, data: JSON.stringify(codes) });

    expect(openBackupCodes(column, KEYRING)).toEqual(codes);
  });

  it('seals codes Better Auth opens', async () => {
    const codes = ['abcde-12345'];

    expect(JSON.parse(await symmetricDecrypt({ key: SECRET, data: sealBackupCodes(codes, KEYRING) }))).toEqual(codes);
  });

  it('answers no codes for a column sealed under another secret', () => {
    expect(
      openBackupCodes(sealBackupCodes(['abcde-12345'], KEYRING), SecretKeyring.single(`${SECRET}-rotated`)),
    ).toEqual([]);
  });

  it('finds a code among the codes, and nothing else: not a prefix, not another case', () => {
    const codes = ['abcde-12345', 'ABCDE-67890'];

    expect(isBackupCode(codes, 'ABCDE-67890')).toBe(true);
    expect(isBackupCode(codes, 'abcde-1234')).toBe(false);
    expect(isBackupCode(codes, 'ABCDE-12345')).toBe(false);
    expect(isBackupCode([], '')).toBe(false);
  });

  it('compares the code with every code in constant time, even once one has matched', () => {
    const comparison = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      expect(isBackupCode(['abcde-12345', 'ABCDE-67890', 'fghij-13579'], 'abcde-12345')).toBe(true);
      expect(comparison).toHaveBeenCalledTimes(3);
    } finally {
      comparison.mockRestore();
    }
  });
});
