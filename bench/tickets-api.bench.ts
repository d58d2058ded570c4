import fs from 'node:fs';
import path from 'node:path';
import type { DialectName } from '../src/server/db/database';
import { ticketChecks } from '../src/server/features/ticket-checks/ticket-checks.service';
import { encodeCursor } from '../src/server/features/tickets/ticket-cursor';
import { listQuerySchema } from '../src/server/features/tickets/tickets.schemas';
import { createTicket, getTicketDetail } from '../src/server/features/tickets/tickets.service';
import { listTickets } from '../src/server/features/tickets/tickets-list.service';
import { ticketPeriod } from '../src/shared/tickets/ticket-number';
import { ticketSchemas } from '../src/shared/tickets/ticket-schemas';
import type { BaselinePlan } from './baseline/baseline-server';
import { BENCH_LOGIN, type BenchApp, openBenchApp } from './lib/bench-app';
import { cpuMs } from './lib/cpu-time';
import {
  expectStatus,
  type HttpTarget,
  pairedLatency,
  pairedThroughput,
  send,
  signInOver,
  throughput,
} from './lib/http-bench';
import { type Running, startAppServer, startBaseline } from './lib/processes';
import { openSqlRecorder, type Statement } from './lib/sql-capture';
import type { Summary } from './lib/stats';
import { measure } from './lib/stats';
import { seedTickets } from './seed/tickets-seed';

export interface ScenarioResult {
  scenario: string;
  kind: 'list' | 'search' | 'get' | 'write';
  api: Summary;
  apiRps: number;
  /** The bare node:http + driver baseline running the same SQL; absent where none is kept. */
  base?: Summary;
  baseRps?: number;
  /** CPU time of each server process per request (/proc), which a loaded machine barely moves. */
  apiCpuUs?: number;
  baseCpuUs?: number;
}

export interface EngineResult {
  engine: DialectName;
  rows: number;
  seedSeconds: number;
  scenarios: ScenarioResult[];
}

export interface BenchOptions {
  rows: number;
  iterations: number;
  /** Clients at once for the throughput figure. */
  concurrency: number;
  pgAdminUrl: string;
  /** Only the scenarios whose name contains this (a profile of one path: bench/results/profile.md). */
  scenario?: string;
}

const GETS = 100;
const NEW_TICKET = {
  description: 'Display rotto dopo una caduta, il touch non risponde nella parte bassa',
  customer_name: 'Cliente Benchmark',
  customer_email: 'benchmark@example.it',
  customer_phone: '+393331234567',
  device_type: 'iPhone 13',
  price: 129.9,
};

/**
 * Seeds one engine, records the SQL each scenario makes the app send, starts the real server
 * (src/server/main.ts) and the bare baseline in processes of their own, and measures both over
 * HTTP: latency one request at a time, throughput with several clients.
 */
export async function benchEngine(
  engine: DialectName,
  options: BenchOptions,
): Promise<EngineResult> {
  const bench = await openBenchApp(engine, options.pgAdminUrl);
  const running: Running[] = [];
  try {
    const seed = await seedTickets(bench, options.rows);
    const lists = await listScenarios(bench, options.rows, seed.terms);
    const ids = await recentIds(bench);
    const plan = await recordPlan(bench, lists, ids);
    const planFile = path.join(bench.dataDir, 'baseline-plan.json');
    fs.writeFileSync(planFile, JSON.stringify(plan));

    const app = await startAppServer({
      dataDir: bench.dataDir,
      databaseUrl: engine === 'postgres' ? bench.location : undefined,
      authSecret: bench.authSecret,
    });
    running.push(app);
    const baseline = await startBaseline(planFile);
    running.push(baseline);
    const api: HttpTarget = {
      origin: app.origin,
      headers: { cookie: await signInOver(app.origin, BENCH_LOGIN) },
    };
    const base: HttpTarget = { origin: baseline.origin, headers: {} };

    const scenarios: ScenarioResult[] = [];
    const compare = async (
      scenario: string,
      kind: ScenarioResult['kind'],
      onApi: (i: number) => Promise<unknown>,
      onBase: (i: number) => Promise<unknown>,
      total = options.iterations * 5,
    ) => {
      if (options.scenario && !scenario.includes(options.scenario)) return;
      const sent: [number, number] = [0, 0];
      const countedApi = (i: number) => {
        sent[0] += 1;
        return onApi(i);
      };
      const countedBase = (i: number) => {
        sent[1] += 1;
        return onBase(i);
      };
      const cpuBefore: [number, number] = [cpuMs(app.pid), cpuMs(baseline.pid)];
      const [apiLatency, baseLatency] = await pairedLatency(
        options.iterations,
        countedApi,
        countedBase,
      );
      const [apiRps, baseRps] = await pairedThroughput(
        total,
        options.concurrency,
        countedApi,
        countedBase,
      );
      const perRequest = (side: 0 | 1, pid: number) =>
        ((cpuMs(pid) - cpuBefore[side]) * 1000) / (sent[side] || 1);
      scenarios.push({
        scenario,
        kind,
        api: apiLatency,
        base: baseLatency,
        apiRps,
        baseRps,
        apiCpuUs: perRequest(0, app.pid),
        baseCpuUs: perRequest(1, baseline.pid),
      });
    };
    for (const list of lists) {
      await compare(
        list.name,
        list.query.q ? 'search' : 'list',
        () => expectStatus(send(api, 'GET', `/api/tickets?${list.search}`), 200, list.name),
        () => expectStatus(send(base, 'GET', `/read/${list.key}`), 200, list.name),
      );
    }
    await compare(
      'single ticket (with history)',
      'get',
      (i) => expectStatus(send(api, 'GET', `/api/tickets/${ids[i % GETS]}`), 200, 'get'),
      (i) => expectStatus(send(base, 'GET', `/read/get-${i % GETS}`), 200, 'get'),
    );
    const created: string[] = [];
    await compare(
      'create',
      'write',
      async () => {
        const answer = await expectStatus(
          send(api, 'POST', '/api/tickets', NEW_TICKET),
          201,
          'create',
        );
        created.push((JSON.parse(answer.body.toString()) as { id: string }).id);
      },
      () => expectStatus(send(base, 'POST', '/create', NEW_TICKET), 201, 'create'),
      options.iterations * 2,
    );
    if (created.length === 0)
      return { engine, rows: options.rows, seedSeconds: seed.seconds, scenarios };
    const patch = (i: number) =>
      expectStatus(
        send(api, 'PATCH', `/api/tickets/${created[i]}`, { version: 1, status: 'In lavorazione' }),
        200,
        'status change',
      );
    scenarios.push({
      scenario: 'status change (no baseline)',
      kind: 'write',
      // Each PATCH takes a ticket the create scenario made, still at version 1.
      api: await measure(options.iterations, async (i) => {
        await patch(i);
      }),
      apiRps: await throughput(options.iterations * 2, options.concurrency, (i) =>
        patch(i + options.iterations + 20),
      ),
    });
    return { engine, rows: options.rows, seedSeconds: seed.seconds, scenarios };
  } finally {
    for (const process of running) await process.stop();
    await bench.close();
  }
}

interface ListScenario {
  key: string;
  name: string;
  query: Record<string, string>;
  search: string;
}

async function listScenarios(
  bench: BenchApp,
  rows: number,
  terms: { rareNumber: string; phoneFragment: string },
): Promise<ListScenario[]> {
  const middle = await bench.database.db
    .selectFrom('tickets')
    .select(['created_at', 'id'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(Math.floor(rows / 2))
    .limit(1)
    .executeTakeFirstOrThrow();
  const deepCursor = encodeCursor({
    sort: 'created_at',
    order: 'desc',
    created_at: new Date(middle.created_at).toISOString(),
    id: middle.id,
  });
  const all: Array<[string, Record<string, string>]> = [
    ['list, page 1 (newest first, closed hidden)', {}],
    ['status filter (In lavorazione)', { status: 'In lavorazione' }],
    ['priority sort', { sort: 'priority' }],
    ['search: common surname "rossi"', { q: 'rossi', closed: 'true' }],
    [`search: rare number ${terms.rareNumber}`, { q: terms.rareNumber, closed: 'true' }],
    [`search: phone fragment "${terms.phoneFragment}"`, { q: terms.phoneFragment, closed: 'true' }],
    ['search: two words "mario rossi"', { q: 'mario rossi', closed: 'true' }],
    ['deep page (cursor at 50 %, all tickets)', { closed: 'true', cursor: deepCursor }],
  ];
  return all.map(([name, query], i) => ({
    key: `list-${i}`,
    name,
    query: { limit: '50', ...query },
    search: new URLSearchParams({ limit: '50', ...query }).toString(),
  }));
}

async function recentIds(bench: BenchApp): Promise<string[]> {
  const rows = await bench.database.db
    .selectFrom('tickets')
    .select('id')
    .orderBy('created_at', 'desc')
    .limit(GETS)
    .execute();
  return rows.map((r) => r.id);
}

/** What the services send for each scenario, recorded for the baseline to replay. */
async function recordPlan(
  bench: BenchApp,
  lists: ListScenario[],
  ids: string[],
): Promise<BaselinePlan> {
  const recorder = openSqlRecorder(bench.engine, bench.location);
  try {
    const reads: Record<string, Statement[]> = {};
    for (const list of lists) {
      const query = listQuerySchema.parse(list.query);
      reads[list.key] = await recorder.record((db) =>
        listTickets({ db, dialect: bench.engine, clock: () => new Date() }, '', query),
      );
    }
    // The ticket page's own reads: the ticket, its history and its checks (tickets.feature.ts).
    for (const [i, id] of ids.entries())
      reads[`get-${i}`] = await recorder.record(async (db) => {
        await getTicketDetail({ db }, id);
        await ticketChecks({ db }, id);
      });
    const now = new Date();
    let ticketNumber = '';
    const statements = await recorder.record(async (db) => {
      const input = ticketSchemas().create.parse(NEW_TICKET);
      const ticket = await createTicket({ ...bench.deps, db }, input, {
        actorId: bench.staffIds[0] ?? null,
        via: 'staff',
      });
      ticketNumber = ticket.ticket_number;
    });
    return {
      engine: bench.engine,
      location: bench.location,
      reads,
      create: { statements, ticketNumber, period: ticketPeriod(now), keepIds: bench.staffIds },
    };
  } finally {
    await recorder.close();
  }
}
