import { describe, expect, it } from 'vitest';
import { BACKUP_CODE_ALPHABET, generateBackupCodes } from './backup-codes';

describe('backup codes', () => {
  it('are ten distinct codes of two groups of five, without look-alike characters', () => {
    for (let round = 0; round < 50; round += 1) {
      const codes = generateBackupCodes();
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) {
        expect(code).toMatch(
          /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}$/,
        );
      }
    }
    for (const ambiguous of ['0', 'O', '1', 'I', 'L', 'l', 'o', 'i']) {
      expect(BACKUP_CODE_ALPHABET).not.toContain(ambiguous);
    }
  });
});
