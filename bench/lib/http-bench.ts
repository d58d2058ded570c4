import http from 'node:http';
import { type Summary, summarize } from './stats';

/** A server the benchmark talks to over real HTTP, with keep-alive like a browser. */
export interface HttpTarget {
  origin: string;
  /** Sent with every request (the session cookie for the app, nothing for the baseline). */
  headers: Record<string, string>;
}

export interface HttpAnswer {
  status: number;
  body: Buffer;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function send(
  target: HttpTarget,
  method: string,
  path: string,
  body?: unknown,
): Promise<HttpAnswer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${target.origin}${path}`,
      {
        method,
        agent,
        headers: {
          ...target.headers,
          origin: target.origin,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': payload.length }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Fails loudly on an unexpected status: a benchmark of error pages would measure nothing. */
export async function expectStatus(
  answer: Promise<HttpAnswer>,
  status: number,
  what: string,
): Promise<HttpAnswer> {
  const result = await answer;
  if (result.status !== status) {
    throw new Error(`${what}: ${result.status} ${result.body.toString().slice(0, 300)}`);
  }
  return result;
}

/**
 * Latency of two servers, one request at a time, alternating A and B request by request: drift in
 * the machine's load (a shared VM) then hits both sides alike instead of one scenario's half.
 */
export async function pairedLatency(
  iterations: number,
  a: (i: number) => Promise<unknown>,
  b: (i: number) => Promise<unknown>,
  warmup = 20,
): Promise<[Summary, Summary]> {
  for (let i = 0; i < warmup; i += 1) await Promise.all([a(i), b(i)]);
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < iterations; i += 1) {
    const pair = i % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
    for (const side of pair) {
      const started = performance.now();
      await (side === 0 ? a : b)(warmup + i);
      times[side].push(performance.now() - started);
    }
  }
  return [summarize(times[0]), summarize(times[1])];
}

/** Requests per second with `concurrency` clients at once; `total` requests per side, A B B A. */
export async function pairedThroughput(
  total: number,
  concurrency: number,
  a: (i: number) => Promise<unknown>,
  b: (i: number) => Promise<unknown>,
): Promise<[number, number]> {
  const half = Math.ceil(total / 2);
  const seconds: [number, number] = [0, 0];
  const offsets: [number, number] = [0, 0];
  for (const side of [0, 1, 1, 0] as const) {
    const rate = await throughput(half, concurrency, side === 0 ? a : b, offsets[side]);
    seconds[side] += half / rate;
    offsets[side] += half;
  }
  return [(2 * half) / seconds[0], (2 * half) / seconds[1]];
}

/** `count` requests from `concurrency` clients at once, numbered from `offset`: requests/s. */
export async function throughput(
  count: number,
  concurrency: number,
  call: (i: number) => Promise<unknown>,
  offset = 0,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next;
        next += 1;
        await call(offset + i);
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

/** Signs in over HTTP as a browser would and returns the Cookie header for the next requests. */
export async function signInOver(
  origin: string,
  login: { email: string; password: string },
): Promise<string> {
  const answer = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  if (answer.status !== 200) throw new Error(`sign-in: ${answer.status} ${await answer.text()}`);
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
