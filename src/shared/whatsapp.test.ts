import { describe, expect, it } from 'vitest';
import { whatsappNumber, whatsappUrl } from './whatsapp';

describe('whatsappNumber', () => {
  it('keeps the country code of an international number and drops the rest', () => {
    expect(whatsappNumber('+39 06 1234 5678')).toBe('390612345678');
    expect(whatsappNumber('+41 79 123 45 67')).toBe('41791234567');
    expect(whatsappNumber('0041 79 123 45 67')).toBe('41791234567');
  });

  it('reads a number without a country code as Italian', () => {
    expect(whatsappNumber('333 123 4567')).toBe('393331234567');
  });

  it('has nothing to offer for a number without digits', () => {
    expect(whatsappNumber('')).toBe('');
    expect(whatsappUrl(' - ')).toBe('');
  });
});

describe('whatsappUrl', () => {
  it('opens a wa.me chat with the bare digits', () => {
    expect(whatsappUrl('+393331234567')).toBe('https://wa.me/393331234567');
  });
});

describe('a prefilled chat', () => {
  it('carries the text encoded (the status message of Settings → Messaggi ai clienti)', () => {
    const text = 'Pronto FM-2026-11-0001: https://negozio.it/public/tickets/abc?x=1&y=2';
    expect(whatsappUrl('+393331234567', text)).toBe(
      `https://wa.me/393331234567?text=${encodeURIComponent(text)}`,
    );
  });
});
