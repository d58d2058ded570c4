import type { DialectName } from '../../src/server/db/database';
import { PAYMENT_METHODS } from '../../src/shared/payments/payment-methods';
import { BENCH_ADMIN_LOGIN, BENCH_LOGIN, openBenchApp } from '../lib/bench-app';
import { type HttpAnswer, type HttpTarget, send } from '../lib/http-bench';
import { signedIn } from '../lib/scenarios';
import { euros, openPricedTickets, prepareShop, seedDrafts } from './checkout-crash-seed';
import {
  type CheckoutLedger,
  emptyLedger,
  type SentPayment,
  verifyNumbers,
  verifyPayments,
} from './checkout-crash-verify';
import { killAfter, killRounds } from './kill-rounds';

/** One kill -9 in the middle of concurrent issues, payments and stornos, and what is stored after. */
export interface CheckoutCrashRound {
  engine: DialectName;
  round: number;
  /** Issues answered 200 before the kill. */
  issues: number;
  /** Payments (*Incassa*) answered 201 before the kill. */
  payments: number;
  /** Stornos answered 201 before the kill. */
  stornos: number;
  /** Payments refused because they would have paid more than the price (400). */
  overpaymentsRefused: number;
  /** Answers that are neither the success nor the overpayment refusal (a 5xx, a 409…). */
  unexpectedAnswers: number;
  /** The first of those answers, status and body, so that a failing round says what they were. */
  unexpectedSamples: string[];
  /** Acknowledged issues whose invoice is not stored with the number answered. */
  numbersLost: number;
  /** Acknowledged payments or stornos not stored as sent (ticket, amount, method, link). */
  paymentsLost: number;
  duplicateNumbers: number;
  /** Payment rows beyond the requests sent for their ticket, stornos beyond one per payment. */
  duplicatePayments: number;
  /** Holes in the year's numbers (a number given out, then gone). */
  skippedNumbers: number;
  /** Consecutive numbers whose dates go backwards. */
  datesOutOfOrder: number;
  duplicateFiles: number;
  /** Tickets whose stored payments add up to more than their price, or below zero. */
  overPrice: number;
  /** Tickets whose *Pagato* (GET /api/tickets/:id) is not the sum of their stored payments. */
  paidMismatch: number;
  restartMs: number;
}

/** The figures that must be 0 in every round. */
export const CHECKOUT_FAULTS = [
  'unexpectedAnswers',
  'numbersLost',
  'paymentsLost',
  'duplicateNumbers',
  'duplicatePayments',
  'skippedNumbers',
  'datesOutOfOrder',
  'duplicateFiles',
  'overPrice',
  'paidMismatch',
] as const;

type Job =
  | { kind: 'issue'; draftId: string }
  | { kind: 'pay'; payment: SentPayment }
  | { kind: 'storno'; paymentId: string };

/** 12,50 + 10,00 + 7,35 fit a 30,00 € price; the fourth attempt overpays unless a storno came first. */
const PRICE_CENTS = 3000;
const ATTEMPTS = [1250, 1000, 735, 999];
const STORNO_EVERY = 5;

/** Issues and payments interleaved evenly; a ticket's attempts next to each other, so they race. */
function jobsFor(drafts: string[], tickets: string[]): Job[] {
  const pays = tickets.flatMap((ticketId, t) =>
    ATTEMPTS.map((cents, a) => ({
      ticketId,
      cents,
      method: PAYMENT_METHODS[(t * ATTEMPTS.length + a) % PAYMENT_METHODS.length] as string,
    })),
  );
  const keyed = [
    ...drafts.map((draftId, i) => ({ at: i / drafts.length, job: { kind: 'issue', draftId } })),
    ...pays.map((payment, i) => ({ at: i / pays.length, job: { kind: 'pay', payment } })),
  ] as { at: number; job: Job }[];
  return keyed.sort((a, b) => a.at - b.at).map((k) => k.job);
}

const bodyOf = <T>(answer: HttpAnswer) => JSON.parse(answer.body.toString()) as T;

/** The API's refusal of a payment above what the ticket still awaits (an error on `amount`). */
const isOverpayment = (answer: HttpAnswer) =>
  answer.status === 400 &&
  Boolean(
    bodyOf<{ error?: { details?: { fieldErrors?: { amount?: string[] } } } }>(answer).error?.details
      ?.fieldErrors?.amount,
  );

/**
 * `concurrency` clients work through the jobs (every fifth acknowledged payment gets a storno
 * from the admin, next in line); the server is SIGKILLed after `after` acknowledged answers.
 * Each client stops at its first connection error (the server is gone).
 */
async function burst(
  staff: HttpTarget,
  admin: HttpTarget,
  jobs: Job[],
  ledger: CheckoutLedger,
  options: { concurrency: number; after: number; kill: () => Promise<void> },
) {
  const counts = {
    issues: 0,
    payments: 0,
    stornos: 0,
    overpaymentsRefused: 0,
    unexpected: [] as string[],
  };
  /** Whether the answer is the success; anything but that or an overpayment refusal is counted. */
  const answered = (answer: HttpAnswer, success: number) => {
    if (answer.status === success) return true;
    if (isOverpayment(answer)) counts.overpaymentsRefused += 1;
    else counts.unexpected.push(`${answer.status} ${answer.body.toString().slice(0, 200)}`);
    return false;
  };
  const run = async (job: Job): Promise<boolean> => {
    if (job.kind === 'issue') {
      const answer = await send(staff, 'POST', `/api/invoices/${job.draftId}/issue`);
      if (!answered(answer, 200)) return false;
      ledger.numbers.set(job.draftId, bodyOf<{ number: string }>(answer).number);
      counts.issues += 1;
      return true;
    }
    if (job.kind === 'pay') {
      const { ticketId, cents, method } = job.payment;
      // Counted before it is sent: a request the kill cuts off may still have been committed.
      const mayBeStored = (change: number) =>
        ledger.mayBeStored.set(ticketId, (ledger.mayBeStored.get(ticketId) ?? 0) + change);
      mayBeStored(1);
      const body = { ticket_id: ticketId, amount: euros(cents), method };
      const answer = await send(staff, 'POST', '/api/payments', body);
      if (isOverpayment(answer)) mayBeStored(-1);
      if (!answered(answer, 201)) return false;
      const id = bodyOf<{ payment: { id: string } }>(answer).payment.id;
      ledger.payments.set(id, job.payment);
      counts.payments += 1;
      if (counts.payments % STORNO_EVERY === 0) jobs.unshift({ kind: 'storno', paymentId: id });
      return true;
    }
    ledger.stornosSent.add(job.paymentId);
    const reason = { reason: 'Metodo di pagamento sbagliato' };
    const answer = await send(admin, 'POST', `/api/payments/${job.paymentId}/reverse`, reason);
    if (!answered(answer, 201)) return false;
    ledger.stornos.set(bodyOf<{ id: string }>(answer).id, job.paymentId);
    counts.stornos += 1;
    return true;
  };
  let acknowledged = 0;
  let killing: Promise<void> | null = null;
  const client = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      try {
        if (await run(job)) acknowledged += 1;
        if (acknowledged >= options.after) killing ??= options.kill();
      } catch {
        return; // connection refused or reset: the server was killed
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  await (killing ?? options.kill());
  return counts;
}

export interface CheckoutCrashOptions {
  engine: DialectName;
  pgAdminUrl: string;
  rounds: number;
  /** Drafts issued per round. */
  drafts: number;
  /** Tickets of 30,00 € per round, each with four payment attempts. */
  tickets: number;
  concurrency: number;
  /** Called after each round (progress on the console). */
  onRound?: (round: CheckoutCrashRound) => void;
}

/** `rounds` kills on one install: each restart must find everything acknowledged before. */
export async function checkoutCrashDrill(
  options: CheckoutCrashOptions,
): Promise<CheckoutCrashRound[]> {
  const bench = await openBenchApp(options.engine, options.pgAdminUrl);
  const ledger = emptyLedger();
  // The acknowledgements a round expects: every issue, three payments a ticket (the fourth overpays).
  const expected = options.drafts + (ATTEMPTS.length - 1) * options.tickets;
  try {
    const customerId = await prepareShop(bench);
    return await killRounds(
      bench,
      options,
      async (app, round) => {
        const staff = await signedIn(app, BENCH_LOGIN);
        const drafts = await seedDrafts(bench, customerId, round, options.drafts);
        const tickets = await openPricedTickets(staff, round, options.tickets, PRICE_CENTS);
        const admin = await signedIn(app, BENCH_ADMIN_LOGIN);
        return burst(staff, admin, jobsFor(drafts, tickets), ledger, {
          concurrency: options.concurrency,
          after: killAfter(round, expected),
          kill: () => app.kill(),
        });
      },
      async (counts, { app, round, restartMs }): Promise<CheckoutCrashRound> => ({
        engine: bench.engine,
        round,
        issues: counts.issues,
        payments: counts.payments,
        stornos: counts.stornos,
        overpaymentsRefused: counts.overpaymentsRefused,
        unexpectedAnswers: counts.unexpected.length,
        unexpectedSamples: counts.unexpected.slice(0, 5),
        ...(await verifyNumbers(bench, ledger.numbers)),
        ...(await verifyPayments(bench, await signedIn(app, BENCH_LOGIN), ledger)),
        restartMs,
      }),
    );
  } finally {
    await bench.close();
  }
}
