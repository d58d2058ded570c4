import { describe, expect, it } from 'vitest';
import { phoneKey } from './phone-key';

describe('phoneKey', () => {
  it('is the national digits, however the number was written', () => {
    expect(phoneKey('+393331234567')).toBe('3331234567');
    expect(phoneKey('0039 333 1234567')).toBe('3331234567');
    expect(phoneKey('333 123 4567')).toBe('3331234567');
    // Italian landlines keep their 0: it is part of the national number.
    expect(phoneKey('+390212345678')).toBe('0212345678');
    expect(phoneKey('+44 7911 123456')).toBe('7911123456');
  });

  it('is null for no number', () => {
    expect(phoneKey(null)).toBeNull();
    expect(phoneKey('  ')).toBeNull();
    expect(phoneKey('---')).toBeNull();
  });
});
