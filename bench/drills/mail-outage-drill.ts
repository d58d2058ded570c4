import { createApp } from '../../src/server/app';
import { MailWorker } from '../../src/server/jobs/mail-worker';
import { createLogger } from '../../src/server/logger';
import { createSmtpSender } from '../../src/server/mail/mail-sender';
import { fixedSender } from '../../src/server/mail/mail-senders';
import { closedPort, startSmtpCapture } from '../../src/server/test/smtp-capture';
import { createTestApp, ORIGIN } from '../../src/server/test/test-app';
import { summarize } from '../lib/stats';

export interface MailOutageReport {
  tickets: number;
  /** Outbox messages the burst produced (customer + admin notice per ticket). */
  messages: number;
  /** Failed delivery attempts during the outage (connection refused). */
  failedAttempts: number;
  createP95Ms: number;
  /** From the SMTP server's return until the outbox was empty. */
  drainMs: number;
  delivered: number;
  lost: number;
  duplicated: number;
}

/**
 * SMTP down (connections refused) for the whole of a `tickets`-ticket burst through the API with
 * the outbox worker running, then back on the same port: every message must arrive exactly once.
 */
export async function mailOutageDrill(options: { tickets: number }): Promise<MailOutageReport> {
  const t = await createTestApp();
  const port = await closedPort();
  const worker = new MailWorker({
    db: t.db,
    dialect: t.deps.dialect,
    logger: createLogger('silent'),
    clock: () => new Date(),
    senders: fixedSender(
      createSmtpSender({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'sportello@test.it' }),
    ),
    linkOrigin: ORIGIN,
    pollMs: 50,
    batchSize: 50,
    // The production schedule (36 attempts over ~29 hours) squeezed into ~5 minutes: still far
    // longer than the outage, as a real outage is far shorter than 29 hours.
    policy: { baseDelayMs: 500, maxDelayMs: 10_000 },
  });
  const app = createApp({ ...t.deps, mail: worker });
  const capture = {
    current: undefined as Awaited<ReturnType<typeof startSmtpCapture>> | undefined,
  };
  try {
    const cookie = await t.signIn((await t.addUser('admin')).email);
    await t.request('PUT', '/api/settings', {
      cookie,
      // The drill's tickets are typed by staff: the owner hears of them only with this switch.
      body: {
        values: { email_admin_address: 'capo@negozio.it', email_admin_counter_tickets: 'true' },
      },
    });
    worker.start();
    const latencies: number[] = [];
    let next = 0;
    const client = async () => {
      while (next < options.tickets) {
        const n = next++;
        const started = performance.now();
        const response = await app.request(`${ORIGIN}/api/tickets`, {
          method: 'POST',
          headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            description: 'Non si accende',
            customer_name: `Cliente ${n}`,
            customer_email: `cliente${n}@esempio.it`,
            device_type: 'Notebook',
          }),
        });
        latencies.push(performance.now() - started);
        if (response.status !== 201) throw new Error(`create ${n}: ${response.status}`);
        await new Promise((resolve) => setImmediate(resolve)); // let the worker's sockets run
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    await waitFor(async () => (await rows(t)).length === options.tickets * 2, 300_000);
    // The outage lasts until every message has failed at least once.
    await waitFor(async () => (await rows(t)).every((r) => r.attempts > 0), 300_000);
    const failedAttempts = (await rows(t)).reduce((sum, r) => sum + r.attempts, 0);

    capture.current = await startSmtpCapture({ port });
    const back = performance.now();
    // Until nothing is left to try: a message given up on ('failed') counts as lost below.
    const settled = (r: { status: string }) => r.status === 'sent' || r.status === 'failed';
    await waitFor(async () => (await rows(t)).every(settled), 300_000);
    const drainMs = Math.round(performance.now() - back);
    await new Promise((resolve) => setTimeout(resolve, 500)); // a few more passes: nothing more
    const received = capture.current.messages.flatMap((m) =>
      m.rcptTo.map((to) => `${to} ${m.parsed.subject}`),
    );
    const expected = (
      await t.db.selectFrom('outbox').select(['recipient', 'subject']).execute()
    ).map((r) => `${r.recipient} ${r.subject}`);
    const unique = new Set(received);
    return {
      tickets: options.tickets,
      messages: expected.length,
      failedAttempts,
      createP95Ms: Math.round(summarize(latencies).p95 * 10) / 10,
      drainMs,
      delivered: unique.size,
      lost: expected.filter((key) => !unique.has(key)).length,
      duplicated: received.length - unique.size,
    };
  } finally {
    await worker.stop();
    await capture.current?.close();
    await t.close();
  }
}

const rows = (t: Awaited<ReturnType<typeof createTestApp>>) =>
  t.db.selectFrom('outbox').select(['status', 'attempts']).execute();

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
