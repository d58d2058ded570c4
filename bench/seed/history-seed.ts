import { type Insertable, sql } from 'kysely';
import {
  openTicketsSql,
  statusTimeSql,
  ticketDaysSql,
  turnaroundSql,
} from '../../src/server/db/report-facts-sql';
import type { TicketStatusHistoryTable } from '../../src/server/db/tables/ticket-tables';
import { TICKET_STATUSES, type TicketStatus } from '../../src/shared/tickets/ticket-status';
import type { BenchApp } from '../lib/bench-app';
import { mulberry32 } from './italian-data';

const HOUR = 3_600_000;
/** The usual road of a repair; a ticket walks it up to its seeded status. */
const ROAD: TicketStatus[] = TICKET_STATUSES.filter((status) => status !== 'Rifiutato');

/**
 * The status history of every seeded ticket (seed 7): its creation entry, then the road up to
 * its status, each step 2 hours to 9 days later (Parti ordinate the slowest). Bulk-loaded with the
 * reports' triggers off, then the summaries filled by the migrations' own GROUP BYs — the same
 * figures the triggers would have kept, at a fraction of the time.
 */
export async function seedHistory(bench: BenchApp): Promise<{ entries: number; seconds: number }> {
  const started = performance.now();
  const db = bench.database.db;
  const postgres = bench.engine === 'postgres';
  const random = mulberry32(7);
  // The summaries' triggers on new entries, off while bulk-loading (refilled below).
  const triggers = ['report_summaries_history', 'report_open_tickets_ready'];
  const definitions = postgres
    ? []
    : (
        await sql<{ sql: string }>`select sql from sqlite_master
          where name in (${sql.join(triggers)})`.execute(db)
      ).rows.map((r) => r.sql);
  for (const name of triggers)
    await (postgres
      ? sql`alter table ticket_status_history disable trigger ${sql.id(name)}`
      : sql`drop trigger ${sql.id(name)}`
    ).execute(db);
  let entries = 0;
  let after = '';
  for (;;) {
    const tickets = await db
      .selectFrom('tickets')
      .select(['id', 'status', 'created_at'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(2000)
      .execute();
    if (tickets.length === 0) break;
    after = tickets[tickets.length - 1]?.id ?? after;
    const rows: Insertable<TicketStatusHistoryTable>[] = [];
    for (const ticket of tickets) {
      let at = new Date(ticket.created_at).getTime();
      const end = ROAD.indexOf(ticket.status);
      const road = end >= 0 ? ROAD.slice(0, end + 1) : ['Ticket inserito', ticket.status];
      let from: TicketStatus | null = null;
      for (const status of road as TicketStatus[]) {
        rows.push({
          id: crypto.randomUUID(),
          ticket_id: ticket.id,
          from_status: from,
          to_status: status,
          changed_by: null,
          changed_at: new Date(at).toISOString(),
        });
        const slow = status === 'Parti ordinate' ? 6 : 1;
        at += 2 * HOUR + Math.floor(random() * 72 * HOUR * slow);
        from = status;
      }
    }
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('ticket_status_history')
        .values(rows.slice(i, i + 500))
        .execute();
    entries += rows.length;
  }
  for (const [table, columns, query] of [
    [
      'report_ticket_days',
      'day, device_type, assignee, received, delivered, delivered_priced, delivered_value',
      ticketDaysSql,
    ],
    // Its own triggers fill its two narrower copies (migration 202612045020), empty until now.
    ['report_turnaround', 'month, device_type, assignee, target, days, tickets', turnaroundSql],
    ['report_status_time', 'month, device_type, assignee, status, spells, seconds', statusTimeSql],
    [
      'report_open_tickets',
      'ticket_id, status, device_type, assignee, opened_day, ready_day',
      openTicketsSql,
    ],
  ] as const) {
    await sql.raw(`delete from ${table}`).execute(db);
    await sql.raw(`insert into ${table} (${columns}) ${query(postgres)}`).execute(db);
  }
  if (postgres)
    for (const name of triggers)
      await sql`alter table ticket_status_history enable trigger ${sql.id(name)}`.execute(db);
  for (const definition of definitions) await sql.raw(definition).execute(db);
  await (postgres ? sql`vacuum analyze` : sql`analyze`).execute(db);
  return { entries, seconds: (performance.now() - started) / 1000 };
}
