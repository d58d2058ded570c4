import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Listener, listen } from '../test/socket-request';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

/**
 * better-auth's async context is switched off whenever none of its calls is running
 * (auth-calls.ts). If that could happen under a call still running, a person reading their
 * session while others sign in and out would be told they are signed out. 9 people read their
 * session again and again, 5 reads each in flight, while 5 others sign in and out, each round,
 * with the event loop kept busy; every read must answer 200, every sign-out end its session.
 */
const READERS = 9;
/** Reads in flight per reader: 45 reads beside 5 people signing in and out, 50 at once. */
const READS_IN_FLIGHT = 5;
const LEAVERS = 5;
const ROUNDS = 10;

let t: TestApp;
let server: Listener;
const readers: { from: string; cookie: string }[] = [];
const leavers: { from: string; email: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app.fetch);
  const people = await Promise.all(
    Array.from({ length: READERS + LEAVERS }, () => t.addUser('employee')),
  );
  const signedIn = await Promise.all(
    people.slice(0, READERS).map(async ({ email }, i) => {
      const from = `127.0.2.${i + 1}`;
      // "Don't remember me": every read of this session goes through better-auth's own
      // getSession (the fast lookup leaves such cookies to it), so its calls overlap the others'.
      return { from, cookie: await signIn(from, email, false) };
    }),
  );
  readers.push(...signedIn);
  leavers.push(
    ...people.slice(READERS).map(({ email }, i) => ({ from: `127.0.3.${i + 1}`, email })),
  );
}, 300_000);
afterAll(async () => {
  await server.close();
  await t.close();
});

interface Answer {
  status: number;
  cookies: string[];
}

/** One request over its own connection from the loopback address `from`. */
function call(method: string, path: string, from: string, cookie?: string, body?: object) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(`${server.origin}${path}`, {
      method,
      agent: false,
      localAddress: from,
      headers: {
        origin: server.origin,
        ...(cookie ? { cookie } : {}),
        ...(text ? { 'content-type': 'application/json' } : {}),
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          cookies: response.headers['set-cookie'] ?? [],
        }),
      );
    });
    request.on('error', reject);
    request.end(text);
  });
}

async function signIn(from: string, email: string, rememberMe = true): Promise<string> {
  const answer = await call('POST', '/api/auth/sign-in/email', from, undefined, {
    email,
    password: TEST_PASSWORD,
    rememberMe,
  });
  expect(answer.status).toBe(200);
  return answer.cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** 5 ms of work every 10 ms on the event loop: every call takes longer and overlaps more. */
function busyLoop(): () => void {
  const timer = setInterval(() => {
    const until = performance.now() + 5;
    while (performance.now() < until);
  }, 10);
  return () => clearInterval(timer);
}

describe('sessions read while other people sign in and out', () => {
  it('are never answered 401, and every sign-out ends its own session', async () => {
    const wrong: string[] = [];
    let reads = 0;
    const stopBusy = busyLoop();
    try {
      for (let round = 0; round < ROUNDS; round++) {
        let leaving = true;
        const churn = Promise.all(
          leavers.map(async ({ from, email }) => {
            const cookie = await signIn(from, email);
            const out = await call('POST', '/api/auth/sign-out', from, cookie, {});
            const after = await call('GET', '/api/me', from, cookie);
            if (out.status !== 200 || after.status !== 401)
              wrong.push(`round ${round}: sign-out ${out.status}, then /api/me ${after.status}`);
          }),
        ).finally(() => {
          leaving = false;
        });
        const reading = readers.flatMap(({ from, cookie }) =>
          Array.from({ length: READS_IN_FLIGHT }, async () => {
            do {
              const answer = await call('GET', '/api/me', from, cookie);
              reads += 1;
              if (answer.status !== 200)
                wrong.push(`round ${round}: /api/me from ${from} ${answer.status}`);
            } while (leaving);
          }),
        );
        await Promise.all([churn, ...reading]);
      }
    } finally {
      stopBusy();
    }
    expect(wrong).toEqual([]);
    // Every read in flight went at least once a round, most of them many times.
    expect(reads).toBeGreaterThan(READERS * READS_IN_FLIGHT * ROUNDS);
  }, 600_000);
});
