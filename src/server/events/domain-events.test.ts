import type { Transaction } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { DB } from '../db/schema';
import { SERVER_FEATURES } from '../server-features';

describe('domain events', () => {
  it('are handled by the features above tickets, each declared in its manifest', () => {
    const handling = (event: string) =>
      SERVER_FEATURES.filter((f) => f.handles && event in f.handles).map((f) => f.name);
    expect(handling('ticketCreated')).toEqual(['notifications', 'ticket-checks', 'payments']);
    expect(handling('ticketStatusChanged')).toEqual(['notifications', 'products']);
    expect(handling('ticketCustomerChanged')).toEqual(['payments']);
    expect(handling('ticketDeleted')).toEqual(['products']);
  });

  it('run in the registered order, and refuse to be emitted before registration', async () => {
    vi.resetModules();
    const events = await import('./domain-events');
    const trx = {} as Transaction<DB>;
    const deleted = { ticketId: 't', by: 'u', at: '2026-12-04T10:00:00.000Z' };
    await expect(events.emitDomainEvent(trx, 'ticketDeleted', deleted)).rejects.toThrow(
      'no handlers registered',
    );
    const seen: string[] = [];
    events.registerDomainEventHandlers([
      { ticketDeleted: async (_trx, e) => void seen.push(`first ${e.ticketId}`) },
      { ticketCreated: async () => void seen.push('not this one') },
      { ticketDeleted: async () => void seen.push('second') },
    ]);
    await events.emitDomainEvent(trx, 'ticketDeleted', deleted);
    expect(seen).toEqual(['first t', 'second']);
  });
});
