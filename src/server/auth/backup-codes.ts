import { randomInt } from 'node:crypto';

/**
 * Two-step backup codes a person can read off paper and type without doubt: no 0/O, 1/I/L, nor
 * lower case (better-auth's default mixes all of them). 31 symbols × 10 = ~49.5 bits each, and
 * the sign-in limits stop guessing long before that matters.
 */
export const BACKUP_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODES = 10;
const LENGTH = 10;

export function generateBackupCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < CODES) {
    let code = '';
    for (let i = 0; i < LENGTH; i += 1)
      code += BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)];
    codes.add(`${code.slice(0, 5)}-${code.slice(5)}`);
  }
  return [...codes];
}
