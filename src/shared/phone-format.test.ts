import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone-format';
import { telUrl } from './whatsapp';

describe('formatPhone', () => {
  it('groups an Italian mobile and a UK number as their countries write them', () => {
    expect(formatPhone('+393331234567')).toBe('+39 333 123 4567');
    expect(formatPhone('+447911123456')).toBe('+44 7911 123456');
  });
  it('leaves what does not parse as stored', () => {
    expect(formatPhone('+1')).toBe('+1');
  });
  it('builds tel: links from the E.164 digits', () => {
    expect(telUrl('+39 333 123 4567')).toBe('tel:+393331234567');
  });
});
