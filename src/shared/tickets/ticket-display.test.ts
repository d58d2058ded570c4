import { describe, expect, it } from 'vitest';
import { createdByLabel } from './ticket-display';

describe('createdByLabel', () => {
  it('names the public form, the staff account, or a deleted account', () => {
    expect(createdByLabel('public', null)).toBe('Modulo online');
    expect(createdByLabel('staff', 'a@b.it')).toBe('a@b.it');
    expect(createdByLabel('staff', null)).toBe('Account eliminato');
  });
});
