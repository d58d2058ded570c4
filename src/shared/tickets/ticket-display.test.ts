import { describe, expect, it } from 'vitest';
import { createdByLabel } from './ticket-display';

describe('createdByLabel', () => {
  it('names the public form, the staff account, or a deleted account', () => {
    expect(createdByLabel({ created_via: 'public', created_by_email: null })).toBe('Modulo online');
    expect(createdByLabel({ created_via: 'staff', created_by_email: 'a@b.it' })).toBe('a@b.it');
    expect(createdByLabel({ created_via: 'staff', created_by_email: null })).toBe(
      'Account eliminato',
    );
  });
});
