import { formatTicketNumber } from '../../src/shared/tickets/ticket-number';
import type { Execute, Statement } from '../lib/sql-capture';

/** The statements of one recorded ticket create, and what in them must change per request. */
export interface CreateTemplate {
  statements: Statement[];
  /** The number the recorded create got; each replay uses the one its counter upsert returns. */
  ticketNumber: string;
  period: string;
  /** Ids that name existing rows (the creator): kept. Every other UUID was generated: renewed. */
  keepIds: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Replays the recorded create as a new ticket: the same statements in the same transaction, with
 * fresh ids and the number the counter hands out, exactly as the app would write them.
 */
export async function freshCreate(
  template: CreateTemplate,
  execute: Execute,
): Promise<unknown[][]> {
  const fresh = new Map<string, string>();
  let number = template.ticketNumber;
  const renew = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    if (UUID.test(value) && !template.keepIds.includes(value)) {
      let id = fresh.get(value);
      if (!id) {
        id = crypto.randomUUID();
        fresh.set(value, id);
      }
      return id;
    }
    return value
      .replaceAll(template.ticketNumber, number)
      .replaceAll(template.ticketNumber.toLowerCase(), number.toLowerCase());
  };
  const results: unknown[][] = [];
  for (const statement of template.statements) {
    const rows = await execute({ sql: statement.sql, parameters: statement.parameters.map(renew) });
    if (statement.sql.includes('ticket_counters')) {
      const value = Number((rows[0] as { last_value: number | string }).last_value);
      number = formatTicketNumber(template.period, value);
    }
    results.push(rows);
  }
  return results;
}
