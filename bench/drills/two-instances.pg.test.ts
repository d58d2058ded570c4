import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../src/server/env';
import { writeSettings } from '../../src/server/features/settings/settings.service';
import { createUser } from '../../src/server/features/users/users.service';
import { CUSTOMER_REMINDERS_HOUR } from '../../src/server/jobs/customer-reminders-job';
import { createLogger } from '../../src/server/logger';
import { openServices } from '../../src/server/services';
import { type S3TestServer, startS3TestServer } from '../../src/server/test/s3-test-server';
import { sampleImage } from '../../src/server/test/sample-files';
import { type SmtpCapture, startSmtpCapture } from '../../src/server/test/smtp-capture';
import { emptyPgDatabase } from '../../src/server/test/test-database';
import { type RunningApp, startAppServer } from '../lib/processes';

/**
 * Two app processes (main.ts, as `npm start` runs it) on one PostgreSQL database
 * with STORAGE=s3 (s3rver over HTTP) and data folders of their own, mail to one SMTP server.
 * Everything a chain behind a load balancer relies on is checked across them.
 */
const AUTH_SECRET = 'catena-di-negozi-0123456789-abcdefghijklmnop';
const ADMIN = { email: 'titolare@negozio.it', password: 'Catena-Negozi-2026' };
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-two-'));
const folders = { a: path.join(root, 'a'), b: path.join(root, 'b') };
const backups = path.join(root, 'backup-condivisi');
// A backup folder must exist (an unmounted disk is not created anew): the shared mount.
fs.mkdirSync(backups);
const logs: { a: string[]; b: string[] } = { a: [], b: [] };
let drop: () => Promise<void> = async () => undefined;
let databaseUrl = '';
let s3: S3TestServer;
let smtp: SmtpCapture;
let a: RunningApp;
let b: RunningApp;
let cookie = '';
const figures: Record<string, number | string> = {};

const call = (app: RunningApp, url: string, init: RequestInit & { ip?: string } = {}) =>
  fetch(`${app.origin}${url}`, {
    ...init,
    headers: {
      origin: app.origin,
      cookie,
      'x-forwarded-for': init.ip ?? '198.51.100.1',
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
const json = async <T>(response: Response) => (await response.json()) as T;
const messagesOf = (lines: string[], msg: string) =>
  lines.filter((line) => line.includes(`"msg":"${msg}"`)).length;

beforeAll(async () => {
  s3 = await startS3TestServer();
  smtp = await startSmtpCapture();
  const database = await emptyPgDatabase();
  drop = database.drop;
  databaseUrl = database.url;
  const env = {
    ...s3.env,
    DATABASE_URL: database.url,
    AUTH_SECRET,
    SMTP_URL: smtp.url,
    TRUST_PROXY: 'true',
    SIGN_IN_LIMIT_PER_MINUTE: '10',
    OLD_TICKETS_CHECK_HOUR: '0',
  };
  // The shop as its owner set it up: an admin, new-ticket e-mails, the daily backup due now.
  const setup = await openServices(
    readEnv({ ...env, DATA_DIR: path.join(root, 'setup') }),
    createLogger('silent'),
  );
  await createUser(setup.deps, { ...ADMIN, name: 'Titolare', role: 'admin' });
  await writeSettings(
    setup.deps.db,
    {
      email_new_ticket: 'true',
      email_admin_address: ADMIN.email,
      // The tickets below are typed by staff: the owner hears of them only with this switch.
      email_admin_counter_tickets: 'true',
      backup_enabled: 'true',
      backup_hour: '0',
      backup_folder: backups,
    },
    new Date().toISOString(),
  );
  await setup.database.close();

  const started = performance.now();
  const running = await Promise.all(
    (['a', 'b'] as const).map((name) =>
      startAppServer({
        dataDir: folders[name],
        authSecret: AUTH_SECRET,
        databaseUrl: database.url,
        env,
        onLog: (line) => logs[name].push(line),
      }),
    ),
  );
  [a, b] = running as [RunningApp, RunningApp];
  figures.startBothMs = Math.round(performance.now() - started);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await drop();
  await smtp.close();
  await s3.close();
  fs.rmSync(root, { recursive: true, force: true });
  process.stdout.write(`two instances: ${JSON.stringify(figures)}\n`);
});

describe('two instances on one PostgreSQL database and one bucket', () => {
  it('share sessions: signed in on A, known on B', async () => {
    const health = await json<Record<string, string>>(await call(b, '/api/health'));
    expect(health).toMatchObject({ database: 'postgres', storage: 's3' });
    const signIn = await call(a, '/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = await call(b, '/api/me');
    expect(me.status).toBe(200);
    expect(await json<{ email: string }>(me)).toMatchObject({ email: ADMIN.email });
  });

  it('give 100 tickets created in parallel over both unique, consecutive numbers, each e-mail sent once', async () => {
    const started = performance.now();
    const created = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const response = await call(i % 2 === 0 ? a : b, '/api/tickets', {
          method: 'POST',
          body: JSON.stringify({
            description: `Riparazione ${i}`,
            customer_name: `Cliente ${i}`,
            customer_email: `cliente${i}@esempio.it`,
            device_type: 'Smartphone',
          }),
        });
        expect(response.status).toBe(201);
        return json<{ ticket_number: string }>(response);
      }),
    );
    figures.hundredCreatesMs = Math.round(performance.now() - started);
    const numbers = created.map((t) => Number(t.ticket_number.slice(-4))).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));

    // Both mail workers deliver: 100 to the customers, 100 to the owner, none twice.
    const mailStarted = performance.now();
    await expect.poll(() => smtp.messages.length, { timeout: 90_000, interval: 500 }).toBe(200);
    figures.twoHundredMailsMs = Math.round(performance.now() - mailStarted);
    await new Promise((resolve) => setTimeout(resolve, 6_000)); // a full poll of both workers
    const recipients = smtp.messages.flatMap((m) => m.rcptTo);
    expect(new Set(recipients.filter((r) => r !== ADMIN.email)).size).toBe(100);
    const subjects = smtp.messages
      .filter((m) => m.rcptTo.includes(ADMIN.email))
      .map((m) => m.parsed.subject);
    expect(new Set(subjects).size).toBe(100);
    expect(smtp.messages).toHaveLength(200);
  }, 150_000);

  it('serve on B the photo and the logo uploaded on A, from the bucket', async () => {
    const [ticket] = await json<{ items: { id: string }[] }>(
      await call(b, '/api/tickets?limit=1'),
    ).then((page) => page.items);
    const photo = await sampleImage('png');
    const form = new FormData();
    form.append('files', new File([new Uint8Array(photo)], 'bancone.png'));
    const uploaded = await call(a, `/api/tickets/${ticket?.id}/attachments`, {
      method: 'POST',
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const [attachment] = (
      await json<{ attachments: { url: string; size_bytes: number }[] }>(uploaded)
    ).attachments;
    const onB = await call(b, attachment?.url ?? '');
    expect(onB.status).toBe(200);
    expect(onB.headers.get('content-type')).toBe('image/png');
    expect((await onB.arrayBuffer()).byteLength).toBe(attachment?.size_bytes);

    const logo = new FormData();
    logo.append('files', new File([new Uint8Array(await sampleImage('jpeg'))], 'logo.jpg'));
    const stored = await call(a, '/api/settings/logo', { method: 'POST', body: logo });
    expect(stored.status).toBe(201);
    const { logo_file } = await json<{ logo_file: string }>(stored);
    const fromA = Buffer.from(await (await call(a, `/api/public/logo/${logo_file}`)).arrayBuffer());
    const fromB = await call(b, `/api/public/logo/${logo_file}`);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(fromA);
  });

  it('share the sign-in throttle: 10 a minute per address across both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i += 1) {
      const response = await call(i % 2 === 0 ? a : b, '/api/auth/sign-in/email', {
        method: 'POST',
        ip: '203.0.113.50',
        headers: { cookie: '' },
        body: JSON.stringify({ email: ADMIN.email, password: 'sbagliata-di-proposito' }),
      });
      statuses.push(response.status);
    }
    // Counted apart, each would have allowed 10, and no attempt of the 16 would be refused.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429, 429]);
  });

  it('run each scheduled job once, and keep nothing in their data folders', async () => {
    const runs = await json<{ runs: { trigger: string; status: string }[] }>(
      await call(b, '/api/backups'),
    );
    expect(runs.runs.filter((r) => r.trigger === 'auto')).toMatchObject([{ status: 'ok' }]);
    expect(fs.readdirSync(backups)).toHaveLength(1);
    const all = [...logs.a, ...logs.b];
    expect(messagesOf(all, 'controllo giornaliero ticket vecchi')).toBe(1);
    expect(messagesOf(all, 'backup completato')).toBe(1);
    figures.oldTicketCheckOn = messagesOf(logs.a, 'controllo giornaliero ticket vecchi')
      ? 'A'
      : 'B';
    // Every job's period was claimed once: no run was taken over or done twice.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client
      .query<{ job: string; attempts: number }>('select job, attempts from scheduled_runs')
      .finally(() => client.end());
    // The customers' reminders start at 10:00 in Rome: before then today has none to claim.
    const romeHour = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(new Date());
    const reminders = Number(romeHour) >= CUSTOMER_REMINDERS_HOUR ? ['customer-reminders'] : [];
    expect(new Set(rows.map((r) => r.job))).toEqual(
      new Set([
        'attachment-sweep',
        'daily-backup',
        'deleted-tickets-purge',
        'old-tickets-check',
        'rate-limit-prune',
        'receipts-sweep',
        'sdi-channel',
        'signature-sweep',
        ...reminders,
      ]),
    );
    expect(rows.filter((r) => r.attempts !== 1)).toEqual([]);
    // Neither wrote a file of its own: no auth secret, no upload leftovers, no backup.
    for (const folder of Object.values(folders)) {
      const files = fs.readdirSync(folder, { recursive: true, withFileTypes: true });
      expect(files.filter((f) => f.isFile()).map((f) => f.name)).toEqual([]);
    }
  });
});
