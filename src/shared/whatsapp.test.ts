import { describe, expect, it } from 'vitest';
import { ticketWhatsappText, whatsappNumber, whatsappUrl } from './whatsapp';

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

describe('the ticket message', () => {
  it('prefills the chat with the number, the status and the public link', () => {
    const text = ticketWhatsappText({
      ticket_number: 'FM-2026-11-0001',
      status: 'Pronto per il ritiro',
      publicUrl: 'https://negozio.it/public/tickets/abc',
    });
    expect(whatsappUrl('+393331234567', text)).toBe(
      `https://wa.me/393331234567?text=${encodeURIComponent(text)}`,
    );
    expect(text).toContain('FM-2026-11-0001');
    expect(text).toContain('Pronto per il ritiro');
  });
});
