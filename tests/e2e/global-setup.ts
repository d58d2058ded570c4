import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { serverEntry } from '../../src/server/test/server-entry';
import { type SmtpCapture, startSmtpCapture } from '../../src/server/test/smtp-capture';
import { ADMIN } from './support/accounts';
import type { Stack, StackName } from './support/stacks';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

function serverEnv(port: number, dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // Every test signs in from 127.0.0.1: the per-IP limit would otherwise trip.
    SIGN_IN_LIMIT_PER_MINUTE: '1000',
    // Both workers' browsers and API clients are one address here, as a whole shop's behind a
    // proxy would be: the per-address connection cap is for one client, not for this test run.
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: '1000',
  };
  delete env.DATABASE_URL;
  // Mail goes where Settings → E-mail says, as in a shop (saved by configureMail below).
  delete env.SMTP_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/**
 * What the SMTP catcher received, over HTTP, for the test workers (other processes):
 *   GET  /messages      → [{ to, subject, text, message_id }], oldest first
 *   POST /mode/<mode>   → accept (default), tempfail (451) or permfail (550) from now on
 */
async function startCatcherApi(smtp: SmtpCapture): Promise<{ url: string; server: Server }> {
  const server = createHttpServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const mode = /^\/mode\/(accept|tempfail|permfail)$/.exec(request.url ?? '')?.[1];
    if (request.method === 'POST' && mode) {
      smtp.mode = mode as SmtpCapture['mode'];
      return reply(200, { mode });
    }
    if (request.method === 'GET' && request.url === '/messages') {
      return reply(
        200,
        smtp.messages.map((m) => ({
          to: m.rcptTo,
          subject: m.parsed.subject ?? '',
          text: m.parsed.text ?? '',
          message_id: m.parsed.messageId ?? '',
        })),
      );
    }
    reply(404, { error: 'unknown' });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, server };
}

async function waitForHealth(baseURL: string, server: ChildProcess, logFile: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '';
  throw new Error(`The server did not become healthy at ${baseURL}.\n${log}`);
}

/**
 * Signs in as the admin and saves the in-process catcher as the shop's mail server, through the
 * API the Settings page uses: every e-mail of the run goes there.
 */
async function configureMail(baseURL: string, smtpPort: number) {
  const headers = { origin: baseURL, 'content-type': 'application/json' };
  const signIn = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!signIn.ok) throw new Error(`admin sign-in failed: ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const saved = await fetch(`${baseURL}/api/settings/mail-server`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      host: '127.0.0.1',
      port: smtpPort,
      security: 'none',
      username: '',
      sender: 'Sportello E2E <sportello@e2e.test>',
    }),
  });
  const result = (await saved.json()) as { check?: { ok: boolean } };
  if (!saved.ok || !result.check?.ok) {
    throw new Error(`saving the mail server failed: ${JSON.stringify(result)}`);
  }
}

/**
 * Starts one stack: the real app on the built web files, on SQLite in a throw-away DATA_DIR or on
 * the given PostgreSQL database, with its own SMTP catcher and admin. Returns it and its teardown.
 */
async function startStack(
  databaseUrl: string | undefined,
): Promise<{ stack: Stack; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sportello-e2e-'));
  const smtp = await startSmtpCapture();
  const catcher = await startCatcherApi(smtp);
  const env = serverEnv(port, dataDir, databaseUrl);
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const server = spawn(process.execPath, serverEntry('main'), {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    fs.closeSync(log);
    await new Promise((resolve) => catcher.server.close(resolve));
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, server, logFile);
    await promisify(execFile)(
      process.execPath,
      [
        ...serverEntry('cli/user-create'),
        ...['--email', ADMIN.email, '--password', ADMIN.password, '--role', 'admin'],
        ...['--name', ADMIN.name],
      ],
      { cwd: root, env },
    );
    await configureMail(baseURL, smtp.port);
  } catch (error) {
    await stop();
    throw error;
  }
  const secret = env.AUTH_SECRET ?? '';
  return {
    stack: { baseURL, smtpCatcherUrl: catcher.url, dataDir, authSecret: secret, databaseUrl },
    stop,
  };
}

/**
 * Starts the `main` stack (SQLite, or E2E_DATABASE_URL) and, with E2E_POSTGRES_URL, the
 * `postgres` stack for the @pg projects, side by side; returns the teardown of both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(root, 'dist/web/index.html'))) {
    throw new Error('dist/web is missing: run `npx vite build` before the browser tests.');
  }
  const wanted: [StackName, string | undefined][] = [['main', process.env.E2E_DATABASE_URL]];
  if (process.env.E2E_POSTGRES_URL) wanted.push(['postgres', process.env.E2E_POSTGRES_URL]);
  const started = await Promise.allSettled(wanted.map(([, url]) => startStack(url)));
  const stops = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value.stop] : []));
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const stacks = Object.fromEntries(
    started.map((s, i) => [wanted[i]?.[0], s.status === 'fulfilled' ? s.value.stack : null]),
  );
  // Workers start after this and inherit it (support/stacks.ts; baseURL in playwright.config.ts).
  process.env.E2E_STACKS = JSON.stringify(stacks);
  return stopAll;
}
