import { describe, expect, it } from 'vitest';
import { ticketIdOfScan } from './scan-codes';

describe('ticketIdOfScan', () => {
  it('reads the ticket of a printed QR and nothing else', () => {
    const id = '0b6f3a52-9d1e-4c7a-8f21-5a0d3e9b7c14';
    expect(ticketIdOfScan(`https://negozio.example/public/tickets/${id}`)).toBe(id);
    expect(ticketIdOfScan('8001120000064')).toBeNull();
    expect(ticketIdOfScan(`https://x.example/public/tickets/thank-you/${id}`)).toBeNull();
  });
});
