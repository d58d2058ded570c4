import fs from 'node:fs';

/**
 * Summarises a V8 .cpuprofile (node --cpu-prof): self time by bucket (SQLite/pg driver, Kysely,
 * Hono, better-auth, zod, the logger, the app's own files, GC…) and the top functions, as shares
 * of the busy (non-idle) time. Used for bench/results/profile.md:
 *   npx tsx bench/lib/cpu-profile.ts <file.cpuprofile> [topN] [--from <seconds>]
 * --from leaves out the samples before that many seconds: the server's start-up (under tsx, on a
 * loaded machine, half a minute of module loading) is not what a request costs.
 */
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const BUCKETS: Array<[string, RegExp]> = [
  ['better-sqlite3 (SQL)', /better-sqlite3/],
  ['pg driver (SQL + protocol)', /node_modules\/(pg|pg-protocol|pg-pool)\//],
  ['kysely (build + compile, transactions)', /node_modules\/kysely\//],
  ['hono (router, context)', /node_modules\/hono\//],
  ['better-auth / better-call', /node_modules\/(better-auth|better-call|@better-auth)/],
  ['zod (validation)', /node_modules\/zod\//],
  ['pino (request log)', /node_modules\/(pino|sonic-boom|thread-stream)/],
  ['libphonenumber', /libphonenumber/],
  ['@hono/node-server (HTTP glue)', /@hono\/node-server/],
  ['app src/server', /src\/server\//],
  ['app src/shared', /src\/shared\//],
  ['tsx loader', /node_modules\/tsx\//],
  ['node internals (http, streams, timers)', /^node:/],
  ['other node_modules', /node_modules/],
];

export function summarise(file: string, top = 25, fromSeconds = 0): string {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let elapsed = 0;
  profile.samples.forEach((id, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    elapsed += micros;
    if (elapsed >= fromSeconds * 1e6) self.set(id, (self.get(id) ?? 0) + micros);
  });
  const buckets = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  for (const [id, micros] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    if (frame.functionName === '(idle)') {
      idle += micros;
      continue;
    }
    busy += micros;
    // better-sqlite3 runs the statement synchronously inside Kysely's driver call: that is SQL.
    const sqlite = /sqlite-driver/.test(frame.url) && frame.functionName === 'executeQuery';
    const bucket = sqlite
      ? 'SQL (better-sqlite3, inside Kysely driver call)'
      : (BUCKETS.find(([, pattern]) => pattern.test(frame.url))?.[0] ??
        (frame.url === '' ? `native ${frame.functionName || '(anonymous)'}` : 'other'));
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + micros);
    const where = frame.url.replace(/^.*\/(node_modules|src)\//, '$1/');
    const key = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + micros);
  }
  const share = (v: number) => `${((100 * v) / busy).toFixed(1)} %`;
  const rows = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `| ${k.replaceAll('|', '\\|')} | ${(v / 1000).toFixed(0)} | ${share(v)} |`);
  return [
    `busy ${(busy / 1e6).toFixed(1)} s, idle ${(idle / 1e6).toFixed(1)} s`,
    '',
    '| bucket (self time) | ms | share of busy |',
    '|---|---:|---:|',
    ...rows(buckets, 30),
    '',
    '| function (self time) | ms | share of busy |',
    '|---|---:|---:|',
    ...rows(functions, top),
  ].join('\n');
}

if (process.argv[1]?.endsWith('cpu-profile.ts')) {
  const args = process.argv.slice(2);
  const from = args.indexOf('--from');
  const fromSeconds = from >= 0 ? Number(args.splice(from, 2)[1]) : 0;
  const [file, top] = args;
  if (!file) throw new Error('usage: cpu-profile.ts <file.cpuprofile> [topN] [--from <seconds>]');
  process.stdout.write(`${summarise(file, Number(top ?? 25), fromSeconds)}\n`);
}
