import { describe, expect, it } from 'vitest';
import { STAFF_PAGES, staffPageAt } from './staff-pages';

describe('staffPageAt', () => {
  it('finds every page of the table at its own path', () => {
    for (const page of STAFF_PAGES) {
      const url = `/${page.path.replaceAll(/:\w+/g, '8f14e45f-ceea-4e7a-9c3b-1d2f3a4b5c6d')}`;
      const found = staffPageAt(url);
      expect(found && `${found.module}#${found.page}`, url).toBe(`${page.module}#${page.page}`);
    }
  });

  it('ranks a literal segment before a parameter, as the router does', () => {
    expect(staffPageAt('/tickets/new')?.module).toBe('ticket-new');
    expect(staffPageAt('/tickets/eliminati')?.module).toBe('tickets-deleted');
    expect(staffPageAt('/tickets/abc')?.module).toBe('ticket-sheet');
    expect(staffPageAt('/suppliers/new')?.module).toBe('supplier-form');
    expect(staffPageAt('/brands/new')?.page).toBe('NewBrandPage');
  });

  it('knows no signed-out, public or unknown path', () => {
    for (const url of ['/login', '/setup', '/public/tickets/abc', '/tickets/abc/nope', '/x'])
      expect(staffPageAt(url), url).toBeUndefined();
  });

  it('takes / and a trailing slash', () => {
    expect(staffPageAt('/')?.module).toBe('dashboard');
    expect(staffPageAt('/tickets/')?.module).toBe('tickets');
  });
});
