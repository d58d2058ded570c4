import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffApp } from '../../test/staff-test-kit';
import { createTicket } from './tickets.service';
import { createListApp, LIST_FIXTURES, listTickets, names } from './tickets-test-kit';

let t: StaffApp;

beforeAll(async () => {
  t = await createListApp();
});
afterAll(() => t.close());

const list = (query = '') => listTickets(t, query);

describe('GET /api/tickets: filters and sort', () => {
  it('lists newest first and hides closed tickets by default', async () => {
    const page = await list();
    expect(names(page)).toEqual([
      'Marco Rossini',
      'Elena Costa',
      'Sara Neri',
      'Luca Rossi',
      'Anna Verdi',
      'Mario Rossi',
    ]);
    expect(page.next_cursor).toBeNull();
    expect(page.items[0]).toMatchObject({
      created_by_email: 'banco@negozio.it',
      created_via: 'staff',
    });
  });

  it('shows closed tickets with closed=true, and oldest first with order=asc', async () => {
    const page = await list('?closed=true&order=asc');
    expect(names(page)).toEqual(LIST_FIXTURES.map((f) => f[0]));
  });

  it('filters by status (an explicit Chiuso shows closed ones) and by priority', async () => {
    expect(names(await list('?status=Ticket%20inserito'))).toEqual([
      'Marco Rossini',
      'Sara Neri',
      'Mario Rossi',
    ]);
    expect(names(await list('?status=Chiuso'))).toEqual(['Paolo Gallo', 'Nicolò Bruno']);
    expect(names(await list('?priority=high'))).toEqual([
      'Marco Rossini',
      'Luca Rossi',
      'Anna Verdi',
    ]);
    expect(names(await list('?priority=low&closed=true'))).toEqual(['Paolo Gallo', 'Mario Rossi']);
  });

  it('sorts by priority (high first, newest first within) and the reverse', async () => {
    const desc = await list('?sort=priority&closed=true');
    expect(desc.items.map((i) => i.priority)).toEqual([
      'high',
      'high',
      'high',
      'medium',
      'medium',
      'medium',
      'low',
      'low',
    ]);
    expect(names(desc).slice(0, 3)).toEqual(['Marco Rossini', 'Luca Rossi', 'Anna Verdi']);
    const asc = await list('?sort=priority&order=asc&closed=true');
    expect(names(asc)).toEqual(names(desc).reverse());
  });
});

// Last: it adds a ticket to the fixtures.
describe('GET /api/tickets: public tickets', () => {
  it('shows a ticket from the public form with no creator e-mail and created_via public', async () => {
    const ticket = await createTicket(
      t.deps,
      {
        description: 'Dal modulo online',
        customer_name: 'Cliente Web',
        customer_email: 'web@example.it',
        device_type: 'Tablet',
        priority: 'low',
      },
      { actorId: null, via: 'public' },
    );
    expect(ticket).toMatchObject({
      created_via: 'public',
      created_by_email: null,
      priority: 'low',
    });
    const page = await list('?q=cliente%20web');
    expect(page.items[0]).toMatchObject({ created_via: 'public', created_by_email: null });
  });
});
