import { describe, expect, it } from 'vitest';
import { ticketSearch } from './ticket-search';

describe('ticket search text', () => {
  it('is built from the six searchable fields, folded', () => {
    expect(
      ticketSearch.textOf({
        ticket_number: 'FM-2026-03-0001',
        customer_name: 'Nicolò Bruno',
        customer_email: 'n@b.it',
        customer_phone: '+393331234567',
        device_type: 'iPhone',
        description: 'Schermo',
      }),
    ).toBe('fm-2026-03-0001 nicolo bruno n@b.it +393331234567 iphone schermo');
  });
});
