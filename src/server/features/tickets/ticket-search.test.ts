import { describe, expect, it } from 'vitest';
import { foldForSearch, searchTextOf, searchWords } from './ticket-search';

describe('search folding', () => {
  it('lowercases, drops accents and squeezes spaces', () => {
    expect(foldForSearch('  PERCHÉ   Nicolò\tàèìòù ')).toBe('perche nicolo aeiou');
  });

  it('builds search_text from the six searchable fields', () => {
    expect(
      searchTextOf({
        ticket_number: 'FM-2026-03-0001',
        customer_name: 'Nicolò Bruno',
        customer_email: 'n@b.it',
        customer_phone: '+393331234567',
        device_type: 'iPhone',
        description: 'Schermo',
      }),
    ).toBe('fm-2026-03-0001 nicolo bruno n@b.it +393331234567 iphone schermo');
  });

  it('splits a query into at most 8 distinct folded words', () => {
    expect(searchWords(' Mario  ROSSI mario ')).toEqual(['mario', 'rossi']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('   ')).toEqual([]);
  });
});
