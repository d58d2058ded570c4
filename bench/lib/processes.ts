import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { serverEntry } from '../../src/server/test/server-entry';

const root = path.resolve(import.meta.dirname, '../..');

export interface Running {
  origin: string;
  /** The server's process id (its CPU time and memory are read from /proc). */
  pid: number;
  stop(): Promise<void>;
}

/** The app's own process, which a drill may also kill -9. */
export interface RunningApp extends Running {
  /** SIGKILL: no shutdown hook runs, as in a power cut or an OOM kill. */
  kill(): Promise<void>;
}

/** Resident memory (VmRSS) and its high-water mark (VmHWM) of a process, in MB (Linux /proc). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

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

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

/**
 * The app exactly as `npm start` runs it (src/server/main.ts: migrations check, background jobs,
 * JSON request log at the default level), on a port of its own, in a process of its own.
 */
export async function startAppServer(options: {
  dataDir: string;
  databaseUrl?: string;
  authSecret: string;
  /** More environment, e.g. SMTP_URL for the mail drill. */
  env?: Record<string, string>;
  /** Each line the server logs (its JSON request and job log); not read when absent. */
  onLog?: (line: string) => void;
}): Promise<RunningApp> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    AUTH_SECRET: options.authSecret,
    LOG_LEVEL: 'info',
    SIGN_IN_LIMIT_PER_MINUTE: '10000',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  Object.assign(env, options.env);
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (bench/results/profile.md).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
    : [];
  const child = spawn(process.execPath, [...profile, ...serverEntry('main')], {
    cwd: root,
    env,
    stdio: ['ignore', options.onLog ? 'pipe' : 'ignore', 'inherit'],
  });
  const { onLog } = options;
  if (onLog && child.stdout) createInterface({ input: child.stdout }).on('line', onLog);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const healthy = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy)
      return {
        origin,
        pid: child.pid ?? 0,
        stop: () => stopProcess(child),
        async kill() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = once(child, 'exit');
          child.kill('SIGKILL');
          await exited;
        },
      };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopProcess(child);
  throw new Error('The app server did not start');
}

/** bench/baseline/baseline-server.ts with a plan file; it prints its port when listening. */
export async function startBaseline(planFile: string): Promise<Running> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/baseline/baseline-server.ts', planFile],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [chunk] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  const port = Number(chunk.toString().trim());
  if (!port) throw new Error('The baseline server did not start');
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () => stopProcess(child),
  };
}
