import type { ServerRoute } from '../../src/server/http/server-feature';
import { SERVER_FEATURES } from '../../src/server/server-features';
import { listen, socketRequest } from '../../src/server/test/socket-request';
import { createTestApp, type TestApp } from '../../src/server/test/test-app';
import {
  hostileBody,
  hostileQuery,
  hostileSegment,
  pick,
  type Random,
  type RawBody,
  seeded,
} from './fuzz-inputs';

/** What the fuzz drill found: all but `byStatus` must be empty for the drill to pass. */
export interface FuzzReport {
  requests: number;
  /** Answers by status class: "2xx", "4xx", … */
  byStatus: Record<string, number>;
  serverErrors: string[];
  hangs: string[];
  /** Bodies with a stack trace, a file path, an SQL error or a secret. */
  leaks: string[];
  /** Refused requests (4xx) after which the stored data differed. */
  changedOnRefusal: string[];
  ms: number;
}

const ROLES = ['anonymous', 'employee', 'admin'] as const;
/** Path segments every route with an id gets, whatever the random part draws. */
const SWEEP_SEGMENTS = ['%00', 'abc%00def', '%C3%28', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(3000)];

const CUT_MULTIPART: RawBody = {
  contentType: 'multipart/form-data; boundary=confine',
  bytes: Buffer.from(
    '--confine\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nSKU;Nome\r\nA;B\r\n--conf',
  ),
};

interface Planned {
  role: (typeof ROLES)[number];
  method: string;
  path: string;
  body: RawBody;
}
const LEAK = [
  /\bat [\w.<>]+ \(.*:\d+:\d+\)/,
  /node_modules/,
  /SqliteError|SQLITE_/,
  /syntax error at/i,
  /relation "[a-z_]+"/,
  /\/src\/server\//,
  /password_sealed|scrypt|"hash"/,
];

function fieldsOf(operation: ServerRoute): string[] {
  const shape = (operation.body as { _zod?: { def?: { shape?: object } } } | undefined)?._zod?.def
    ?.shape;
  return shape ? Object.keys(shape) : [];
}

/** The data a refused request must leave alone (not counters or sessions, which refusals count). */
async function fingerprint(t: TestApp): Promise<string> {
  const [tickets, history, attachments, users, settings, mail, backups, outbox, events] =
    await Promise.all([
      t.db.selectFrom('tickets').select(['id', 'version', 'deleted_at']).orderBy('id').execute(),
      t.db.selectFrom('ticket_status_history').select('id').orderBy('id').execute(),
      t.db.selectFrom('ticket_attachments').select('id').orderBy('id').execute(),
      t.db.selectFrom('users').select(['id', 'role', 'banned', 'email']).orderBy('id').execute(),
      t.db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute(),
      t.db.selectFrom('mail_server').selectAll().execute(),
      t.db.selectFrom('backup_runs').select('id').orderBy('id').execute(),
      t.db.selectFrom('outbox').select(['id', 'status']).orderBy('id').execute(),
      t.db.selectFrom('notification_events').select('id').orderBy('id').execute(),
    ]);
  return JSON.stringify([
    tickets,
    history,
    attachments,
    users,
    settings,
    mail,
    backups,
    outbox,
    events,
  ]);
}

async function seedTicket(t: TestApp, cookie: string): Promise<string> {
  const response = await t.request('POST', '/api/tickets', {
    cookie,
    body: {
      description: 'Bersaglio',
      customer_name: 'Cliente',
      customer_email: 'c@esempio.it',
      device_type: 'PC',
    },
  });
  return ((await response.json()) as { id: string }).id;
}

/**
 * `requests` requests generated from the route list (every route of the API) and hostile inputs,
 * as anonymous, employee and admin, each over a fresh TCP connection to a real listener.
 */
export async function fuzzDrill(options: { requests: number; seed: number }): Promise<FuzzReport> {
  const started = Date.now();
  const t = await createTestApp();
  const server = await listen(t.app.fetch);
  const report: FuzzReport = {
    requests: 0,
    byStatus: {},
    serverErrors: [],
    hangs: [],
    leaks: [],
    changedOnRefusal: [],
    ms: 0,
  };
  try {
    const cookies = {
      anonymous: '',
      employee: await t.signIn((await t.addUser('employee')).email),
      admin: await t.signIn((await t.addUser('admin')).email),
    };
    const victim = await t.addUser('user');
    const ids = [await seedTicket(t, cookies.admin), await seedTicket(t, cookies.admin), victim.id];
    const routes = SERVER_FEATURES.flatMap((feature) => feature.routes).map(
      (route) => [`${route.method} ${route.path}`, route] as const,
    );
    const random: Random = seeded(options.seed);
    const plan: Planned[] = [];
    // First every route with an id in its path, as the admin, with the ids that once broke one
    // (a NUL byte answered 500 on PostgreSQL), then the random ones.
    for (const [route] of routes.filter(([route]) => route.includes('/:'))) {
      const [method = 'GET', template = '/'] = route.split(' ');
      for (const segment of SWEEP_SEGMENTS) {
        const path = template.replaceAll(/:[a-z]+/g, segment);
        plan.push({
          role: 'admin',
          method,
          path,
          body:
            method === 'GET' ? {} : { contentType: 'application/json', bytes: Buffer.from('{}') },
        });
      }
    }
    // And every upload route with a multipart body cut inside its file.
    for (const [route] of routes.filter(([, operation]) => operation.multipart)) {
      const [method = 'POST', template = '/'] = route.split(' ');
      const path = template.replaceAll(/:[a-z]+/g, ids[0] ?? '');
      for (const role of ROLES) plan.push({ role, method, path, body: CUT_MULTIPART });
    }
    for (let i = 0; i < options.requests; i++) {
      const [route, operation] = pick(random, routes);
      const role = pick(random, ROLES);
      const [method = 'GET', template = '/'] = route.split(' ');
      // Signing out would end the session the rest of the run uses.
      if (route === 'POST /api/auth/sign-out' && role !== 'anonymous') continue;
      const path =
        template.replaceAll(/:[a-z]+/g, () => hostileSegment(random, ids)) + hostileQuery(random);
      plan.push({
        role,
        method,
        path,
        body: method === 'GET' ? {} : hostileBody(random, fieldsOf(operation)),
      });
    }
    for (const [i, { role, method, path, body }] of plan.entries()) {
      const what = `#${i} ${role} ${method} ${path.slice(0, 200)} ${body.contentType ?? ''} ${body.bytes?.subarray(0, 120).toString() ?? ''}`;
      const before = await fingerprint(t);
      report.requests += 1;
      try {
        const answer = await socketRequest(`${server.origin}${path}`, {
          method,
          headers: {
            origin: server.origin,
            ...(cookies[role] ? { cookie: cookies[role] } : {}),
            ...(body.contentType ? { 'content-type': body.contentType } : {}),
            ...(body.bytes ? { 'content-length': String(body.bytes.length) } : {}),
          },
          send: (request) => request.end(body.bytes),
        });
        const kind = `${Math.floor(answer.status / 100)}xx`;
        report.byStatus[kind] = (report.byStatus[kind] ?? 0) + 1;
        if (answer.status >= 500)
          report.serverErrors.push(`${answer.status} ${what}: ${answer.body.slice(0, 300)}`);
        if (LEAK.some((pattern) => pattern.test(answer.body)))
          report.leaks.push(`${what}: ${answer.body.slice(0, 300)}`);
        if (answer.status >= 400 && answer.status < 500 && (await fingerprint(t)) !== before)
          report.changedOnRefusal.push(`${answer.status} ${what}`);
      } catch (error) {
        report.hangs.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    // A backup the fuzzing admin started writes its outcome when it ends: let it.
    for (let i = 0; i < 300; i++) {
      const running = await t.db
        .selectFrom('backup_runs')
        .select('id')
        .where('status', '=', 'running')
        .execute();
      if (running.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await server.close();
    await t.close();
  }
  report.ms = Date.now() - started;
  return report;
}
