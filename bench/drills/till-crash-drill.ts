import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { DialectName } from '../../src/server/db/database';
import { createRtSimulator } from '../../src/server/features/fiscal-devices/rt-simulator';
import { BENCH_ADMIN_LOGIN, BENCH_LOGIN, openBenchApp } from '../lib/bench-app';
import { type HttpAnswer, type HttpTarget, send } from '../lib/http-bench';
import type { RunningApp } from '../lib/processes';
import { signedIn } from '../lib/scenarios';
import { euros, openPricedTickets } from './checkout-crash-seed';
import { killRounds } from './kill-rounds';
import { settle, verifyTill } from './till-crash-verify';

export interface TillCrashOptions {
  engine: DialectName;
  pgAdminUrl: string;
  /** kill -9s of the server, each followed by a restart. */
  kills: number;
  clients: number;
  /** The longest a burst runs before its kill (a random moment from a fifth of it to all of it). */
  burstMs: number;
  /** How long the sweep may take, after the last restart, to print what is left. */
  settleMs: number;
  /** The simulated RT's answer time. */
  rtLatencyMs: number;
}

export type TillCrashReport = Awaited<ReturnType<typeof verifyTill>> & {
  engine: DialectName;
  kills: number;
  clients: number;
  sales: number;
  ticketPayments: number;
  reversals: number;
  /** Answers that are neither a success nor a 4xx refusal (a 5xx). */
  serverErrors: number;
  settleMs: number;
  slowestRestartMs: number;
};

interface Acknowledged {
  payments: Set<string>;
  /** Sales answered 201 with their receipt: what the reversals work on. */
  sales: { id: string; receiptId: string | null }[];
  /** Ticket payments' receipts, for an annullo. */
  ticketReceipts: string[];
}

const bodyOf = <T>(answer: HttpAnswer) => JSON.parse(answer.body.toString()) as T;
type Paid = { id: string };
type Sold = { id: string; payments: Paid[]; receipt: { id: string } | null };
type Counts = { sales: number; ticketPayments: number; reversals: number; serverErrors: number };

/** One client's next request: a sale, a payment on a ticket, or a reversal of something earlier. */
async function step(
  staff: HttpTarget,
  admin: HttpTarget,
  tickets: string[],
  ack: Acknowledged,
  counts: Counts,
  i: number,
) {
  const record = (answer: HttpAnswer) => {
    if (answer.status >= 500) counts.serverErrors += 1;
    return answer.status === 201 || answer.status === 200;
  };
  const kind = i % 5;
  if (kind <= 1) {
    const method = kind === 0 ? 'carta' : 'contanti';
    const answer = await send(staff, 'POST', '/api/sales', {
      lines: [
        {
          description: `Pellicola vetro ${crypto.randomUUID().slice(0, 8)}`,
          quantity: 1,
          unit_price: '9,90',
        },
      ],
      tenders: [{ method, amount: method === 'carta' ? 9.9 : 10 }],
      document: 'scontrino',
    });
    if (!record(answer)) return;
    const sale = bodyOf<Sold>(answer);
    for (const p of sale.payments) ack.payments.add(p.id);
    ack.sales.push({ id: sale.id, receiptId: sale.receipt?.id ?? null });
    counts.sales += 1;
  } else if (kind <= 3) {
    const ticketId = tickets.shift();
    if (!ticketId) return;
    const body = {
      ticket_id: ticketId,
      amount: euros(2500),
      method: kind === 2 ? 'carta' : 'contanti',
    };
    const answer = await send(staff, 'POST', '/api/payments', body);
    if (!record(answer)) return;
    const paid = bodyOf<{ payment: Paid; receipt: { id: string } | null }>(answer);
    ack.payments.add(paid.payment.id);
    if (paid.receipt) ack.ticketReceipts.push(paid.receipt.id);
    counts.ticketPayments += 1;
  } else {
    const reason = { reason: 'Cliente ripensato' };
    const sale = ack.sales.shift();
    const receiptId = ack.ticketReceipts.shift();
    let answer: HttpAnswer | null = null;
    if (sale && i % 2 === 0)
      answer = await send(admin, 'POST', `/api/sales/${sale.id}/void`, reason);
    else if (sale?.receiptId)
      answer = await send(admin, 'POST', `/api/receipts/${sale.receiptId}/return`, reason);
    else if (receiptId)
      answer = await send(admin, 'POST', `/api/receipts/${receiptId}/void`, reason);
    if (!answer || !record(answer)) return;
    const voided = bodyOf<Partial<Sold>>(answer);
    for (const p of voided.payments ?? []) ack.payments.add(p.id);
    counts.reversals += 1;
  }
}

/** `clients` clients sell, take payments and reverse until the server is killed at `killAtMs`. */
async function burst(app: RunningApp, ack: Acknowledged, options: TillCrashOptions, round: number) {
  const staff = await signedIn(app, BENCH_LOGIN);
  const admin = await signedIn(app, BENCH_ADMIN_LOGIN);
  const tickets = await openPricedTickets(staff, round, options.clients * 10, 2500);
  const counts: Counts = { sales: 0, ticketPayments: 0, reversals: 0, serverErrors: 0 };
  const killAtMs = options.burstMs * (0.2 + 0.8 * Math.random());
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  // A random moment, but not before the round has sold twice and taken two ticket payments (an
  // early kill on a loaded machine left too few to check), and never after twice the burst.
  const started = Date.now();
  const moment = async () => {
    await pause(killAtMs);
    const thin = () => counts.sales < 2 || counts.ticketPayments < 2;
    while (thin() && Date.now() - started < options.burstMs * 2) await pause(50);
  };
  const killing = moment().then(() => app.kill());
  let dead = false;
  void killing.then(() => {
    dead = true;
  });
  const client = async (c: number) => {
    for (let i = c; !dead; i += 1) {
      try {
        await step(staff, admin, tickets, ack, counts, i);
      } catch {
        return; // connection refused or reset: the server was killed
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, c) => client(c)));
  await killing;
  return counts;
}

/**
 * The till under kill -9: a real server process printing on a simulated RT, `kills` kills at
 * random moments while `clients` clients sell, take payments and reverse, a restart after each;
 * then the sweep prints what is left and the stored rows are held against the answers and the
 * RT's journal.
 */
export async function tillCrashDrill(options: TillCrashOptions): Promise<TillCrashReport> {
  const bench = await openBenchApp(options.engine, options.pgAdminUrl);
  const journal = path.join(bench.dataDir, 'rt-journal.jsonl');
  const rt = createRtSimulator({ journal, latencyMs: options.rtLatencyMs });
  await new Promise<void>((r) => rt.server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(rt.server.address() as AddressInfo).port}`;
  const ack: Acknowledged = { payments: new Set(), sales: [], ticketReceipts: [] };
  try {
    let configured = false;
    const rounds = await killRounds(
      bench,
      { rounds: options.kills },
      async (app, round) => {
        if (!configured) {
          const admin = await signedIn(app, BENCH_ADMIN_LOGIN);
          const device = { name: 'Cassa banco', url, timeout_ms: 1000 };
          const added = await send(admin, 'POST', '/api/settings/fiscal-devices', device);
          if (added.status !== 201) throw new Error(`RT: ${added.status} ${added.body}`);
          configured = true;
        }
        return burst(app, ack, options, round);
      },
      async (counts, { restartMs }) => ({ ...counts, restartMs }),
    );
    const settleMs = await settle(bench, options.settleMs);
    const total = (k: keyof Counts) => rounds.reduce((s, r) => s + r[k], 0);
    return {
      engine: options.engine,
      kills: options.kills,
      clients: options.clients,
      sales: total('sales'),
      ticketPayments: total('ticketPayments'),
      reversals: total('reversals'),
      serverErrors: total('serverErrors'),
      settleMs,
      slowestRestartMs: Math.max(...rounds.map((r) => r.restartMs)),
      ...(await verifyTill(bench, journal, ack.payments)),
    };
  } finally {
    rt.server.close();
    fs.rmSync(journal, { force: true });
    await bench.close();
  }
}
