import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { DialectName } from '../../src/server/db/database';
import { parseTicketNumber } from '../../src/shared/tickets/ticket-number';
import { BENCH_LOGIN, type BenchApp, openBenchApp } from '../lib/bench-app';
import { type HttpTarget, send } from '../lib/http-bench';
import { signedIn } from '../lib/scenarios';
import { killAfter, killRounds } from './kill-rounds';

/** One kill -9 in the middle of a burst, and what the restarted app still holds (tickets, moves, payments). */
export interface CrashRound {
  engine: DialectName;
  round: number;
  /** Creates answered 2xx before the kill. */
  acknowledged: number;
  /** Status changes answered 2xx before the kill. */
  statusChanges: number;
  /** Payments (*Incassa*) answered 201 before the kill. */
  payments: number;
  /** Acknowledged creates, status changes or payments not found after the restart. */
  lost: number;
  duplicateNumbers: number;
  /** Holes in the stored ticket numbers of a month (a number given out, then gone). */
  skippedNumbers: number;
  /** Acknowledged creates without their ticket_created event (the outbox's source). */
  missingEvents: number;
  integrity: string;
  restartMs: number;
}

const NEW_STATUS = 'In lavorazione';

const ticketInput = (round: number, i: number) => ({
  description: `Schermo rotto, giro ${round} n. ${i}`,
  customer_name: `Cliente ${round}-${i}`,
  customer_email: `cliente${round}-${i}@esempio.it`,
  device_type: 'Smartphone',
  priority: 'medium',
});

/**
 * `creates` tickets and a status change for every fourth acknowledged one, sent by `concurrency`
 * clients at once; the server is killed with SIGKILL once `killAfter` creates were acknowledged.
 * Each client stops at its first connection error (the server is gone).
 */
async function burst(
  api: HttpTarget,
  round: number,
  creates: number,
  concurrency: number,
  kill: { after: number; now: () => Promise<void> },
) {
  const created = new Map<string, string>();
  const changed = new Set<string>();
  const paid = new Map<string, string>();
  const waiting: string[] = [];
  const unpaid: string[] = [];
  let next = 0;
  let killing: Promise<void> | null = null;
  const client = async () => {
    while (next < creates) {
      try {
        const id = waiting.length > 0 && next % 4 === 0 ? waiting.shift() : undefined;
        if (id) {
          const answer = await send(api, 'PATCH', `/api/tickets/${id}`, {
            status: NEW_STATUS,
            version: 1,
          });
          if (answer.status === 200) changed.add(id);
          continue;
        }
        const payFor = unpaid.length > 0 && next % 4 === 2 ? unpaid.shift() : undefined;
        if (payFor) {
          const body = { ticket_id: payFor, amount: '10,00', method: 'contanti' };
          const answer = await send(api, 'POST', '/api/payments', body);
          if (answer.status === 201)
            paid.set(JSON.parse(answer.body.toString()).payment.id as string, payFor);
          continue;
        }
        const i = next++;
        const answer = await send(api, 'POST', '/api/tickets', ticketInput(round, i));
        if (answer.status !== 201) continue;
        const ticket = JSON.parse(answer.body.toString()) as { id: string; ticket_number: string };
        created.set(ticket.id, ticket.ticket_number);
        if (i % 4 === 1) waiting.push(ticket.id);
        if (i % 4 === 3) unpaid.push(ticket.id);
        if (created.size >= kill.after) killing ??= kill.now();
      } catch {
        return; // connection refused or reset: the server was killed
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  await killing;
  return { created, changed, paid };
}

async function verify(
  bench: BenchApp,
  created: Map<string, string>,
  changed: Set<string>,
  paid: Map<string, string>,
) {
  const db = bench.database.db;
  const payments = await db.selectFrom('payments').select(['id', 'ticket_id']).execute();
  const storedPayments = new Map(payments.map((p) => [p.id, p.ticket_id]));
  const rows = await db.selectFrom('tickets').select(['id', 'ticket_number', 'status']).execute();
  const stored = new Map(rows.map((r) => [r.id, r]));
  let lost = 0;
  for (const [id, number] of created) if (stored.get(id)?.ticket_number !== number) lost += 1;
  for (const id of changed) if (stored.get(id)?.status !== NEW_STATUS) lost += 1;
  for (const [id, ticketId] of paid) if (storedPayments.get(id) !== ticketId) lost += 1;

  const numbers = rows.map((r) => r.ticket_number);
  const duplicateNumbers = numbers.length - new Set(numbers).size;
  const byPeriod = new Map<string, number[]>();
  for (const number of numbers) {
    const parsed = parseTicketNumber(number);
    if (parsed)
      byPeriod.set(parsed.period, [...(byPeriod.get(parsed.period) ?? []), parsed.sequence]);
  }
  let skippedNumbers = 0;
  for (const sequences of byPeriod.values())
    skippedNumbers += Math.max(...sequences) - new Set(sequences).size;

  const events = await db
    .selectFrom('notification_events')
    .select('ticket_id')
    .where('type', '=', 'ticket_created')
    .execute();
  const withEvent = new Set(events.map((e) => e.ticket_id));
  const missingEvents = [...created.keys()].filter((id) => !withEvent.has(id)).length;
  return {
    lost,
    duplicateNumbers,
    skippedNumbers,
    missingEvents,
    integrity: await integrity(bench),
  };
}

/** SQLite's own check and its foreign keys; on PostgreSQL, the rows that must go together. */
async function integrity(bench: BenchApp): Promise<string> {
  const db = bench.database.db;
  const { rows } = await sql<{ n: number }>`select count(*) as n from tickets t
    where not exists (select 1 from ticket_status_history h where h.ticket_id = t.id)`.execute(db);
  const withoutHistory = Number(rows[0]?.n ?? 0);
  if (withoutHistory > 0) return `${withoutHistory} ticket senza storico`;
  if (bench.engine === 'postgres') return 'ok';
  const file = new SQLite(bench.location, { readonly: true });
  try {
    const check = file.pragma('integrity_check', { simple: true });
    const foreignKeys = file.pragma('foreign_key_check') as unknown[];
    return check === 'ok' && foreignKeys.length === 0
      ? 'ok'
      : `${String(check)}, ${foreignKeys.length} FK`;
  } finally {
    file.close();
  }
}

export interface CrashDrillOptions {
  engine: DialectName;
  pgAdminUrl: string;
  rounds: number;
  creates: number;
  concurrency: number;
  /** Called after each round (progress on the console). */
  onRound?: (round: CrashRound) => void;
}

/** `rounds` kills on one install: each restart must find everything acknowledged before. */
export async function crashDrill(options: CrashDrillOptions): Promise<CrashRound[]> {
  const bench = await openBenchApp(options.engine, options.pgAdminUrl);
  const created = new Map<string, string>();
  const changed = new Set<string>();
  const paid = new Map<string, string>();
  try {
    return await killRounds(
      bench,
      options,
      async (app, round) =>
        burst(await signedIn(app, BENCH_LOGIN), round, options.creates, options.concurrency, {
          after: killAfter(round, options.creates),
          now: () => app.kill(),
        }),
      async (outcome, { round, restartMs }): Promise<CrashRound> => {
        for (const [id, number] of outcome.created) created.set(id, number);
        for (const id of outcome.changed) changed.add(id);
        for (const [id, ticketId] of outcome.paid) paid.set(id, ticketId);
        return {
          engine: bench.engine,
          round,
          acknowledged: outcome.created.size,
          statusChanges: outcome.changed.size,
          payments: outcome.paid.size,
          ...(await verify(bench, created, changed, paid)),
          restartMs,
        };
      },
    );
  } finally {
    await bench.close();
  }
}
