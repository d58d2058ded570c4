import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import {
  ACCOUNT_CHALLENGES_PER_HOUR,
  ACCOUNT_FAILURES_PER_HOUR,
  ACCOUNT_LOCKED_MESSAGE,
} from '../auth/account-sign-in-limit';
import { HONEYPOT_FIELD } from '../features/public/public-form';
import { LIMIT_MESSAGES } from '../features/public/public-limits';
import {
  ACCEPTED_FORM,
  countRows,
  formData,
  midWindowClock,
  setSettings,
} from '../test/public-test-kit';
import { type Listener, listen, type SocketAnswer, socketRequest } from '../test/socket-request';
import { cookieFrom, createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { totp } from '../test/totp';
import { enrolTwoFactor } from '../test/two-factor-kit';

/**
 * Every throttle checked over a real listener, as curl or a bot would meet it.
 * `direct` takes the address from the socket (a spoofed X-Forwarded-For is ignored); `proxied`
 * is the same app behind a proxy (TRUST_PROXY), so a test can speak from many addresses.
 */
let t: TestApp;
let direct: Listener;
let proxied: Listener;
/** Behind the proxy too, its clock stopped halfway through the fixed windows a flood fills. */
let steady: Listener;

beforeAll(async () => {
  t = await createTestApp({ signInPerMinute: 10 });
  await setSettings(t, { terms_and_conditions: 'Termini di prova' });
  direct = await listen(createApp(t.deps).fetch);
  proxied = await listen(createApp({ ...t.deps, trustProxy: true }).fetch);
  steady = await listen(createApp({ ...t.deps, trustProxy: true, clock: midWindowClock }).fetch);
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
  await steady.close();
  await t.close();
});

function postJson(server: Listener, path: string, body: unknown, headers = {}) {
  return socketRequest(`${server.origin}${path}`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'application/json', ...headers },
    send: (request) => request.end(JSON.stringify(body)),
  });
}

const signIn = (server: Listener, email: string, password: string, address?: string) =>
  postJson(
    server,
    '/api/auth/sign-in/email',
    { email, password },
    address ? { 'x-forwarded-for': address } : {},
  );

/** A hundred real password checks (scrypt) take tens of seconds on a busy 2-core machine. */
const FLOOD_TIMEOUT = 120_000;

const messageOf = (answer: SocketAnswer) =>
  (JSON.parse(answer.body) as { error: { message: string } }).error.message;

describe('sign-in', () => {
  it('allows 10 tries a minute per address, ignores a spoofed X-Forwarded-For, survives a restart', async () => {
    const { email } = await t.addUser('employee');
    for (let i = 0; i < 10; i++)
      expect((await signIn(direct, email, 'Sbagliata-123456')).status).toBe(401);
    const spoofed = await signIn(direct, email, TEST_PASSWORD, '198.51.100.99');
    expect(spoofed.status).toBe(429);
    await direct.close();
    direct = await listen(createApp(t.deps).fetch); // a restart: new process, same database
    expect((await signIn(direct, email, TEST_PASSWORD)).status).toBe(429);
  });

  it(
    'lets a two-factor owner in from another address with password and code while flooded',
    async () => {
      const { email } = await t.addUser('admin');
      const { secret } = await enrolTwoFactor(t, await afterFreshCounters(email));
      // The flood of account-sign-in-limit.api.test.ts, here over a socket, five at a time (as
      // many password checks as the two cores and libuv's four threads run side by side).
      for (let batch = 0; batch < ACCOUNT_FAILURES_PER_HOUR / 5; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            signIn(proxied, email, 'Sbagliata-123456', `198.19.${batch}.${i}`),
          ),
        );
        expect(answers.map((a) => a.status)).toEqual(Array(5).fill(401));
      }
      expect((await signIn(proxied, email, 'Sbagliata-123456', '198.19.200.1')).status).toBe(401);
      const owner = await signIn(proxied, email, TEST_PASSWORD, '198.19.200.2');
      expect(owner.status).toBe(200);
      expect(JSON.parse(owner.body)).toMatchObject({ twoFactorRedirect: true });
      const pending = await fetchCookie(proxied, email, '198.19.200.3');
      const verified = await fetch(`${proxied.origin}/api/auth/two-factor/verify-totp`, {
        method: 'POST',
        headers: {
          origin: proxied.origin,
          'content-type': 'application/json',
          cookie: pending,
          'x-forwarded-for': '198.19.200.3',
        },
        body: JSON.stringify({ code: totp(secret, Date.now() + 30_000) }),
      });
      expect(verified.status).toBe(200);
      const me = await fetch(`${proxied.origin}/api/me`, {
        headers: { cookie: cookieFrom(verified, pending) },
      });
      expect(((await me.json()) as { email: string }).email).toBe(email);
    },
    FLOOD_TIMEOUT,
  );

  it(`opens at most ${ACCOUNT_CHALLENGES_PER_HOUR} two-factor challenges an hour per account`, async () => {
    const { email } = await t.addUser('admin');
    await enrolTwoFactor(t, await afterFreshCounters(email));
    for (let i = 0; i < ACCOUNT_CHALLENGES_PER_HOUR; i++) {
      const answer = await signIn(steady, email, TEST_PASSWORD, `198.20.0.${i}`);
      expect(JSON.parse(answer.body)).toMatchObject({ twoFactorRedirect: true });
    }
    const refused = await signIn(steady, email, TEST_PASSWORD, '198.20.1.1');
    expect(refused.status).toBe(429);
    expect(messageOf(refused)).toBe(ACCOUNT_LOCKED_MESSAGE);
  });
});

/** Enrolment signs in from the in-process address the first test used up: start it afresh. */
async function afterFreshCounters(email: string): Promise<string> {
  await t.db.deleteFrom('rate_limits').execute();
  return email;
}

/** The two-factor cookie a right password gets (fetch keeps the Set-Cookie headers). */
async function fetchCookie(server: Listener, email: string, address: string): Promise<string> {
  const response = await fetch(`${server.origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      origin: server.origin,
      'content-type': 'application/json',
      'x-forwarded-for': address,
    },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

describe('public pages', () => {
  async function submit(fields: Record<string, string>, address: string) {
    const request = new Response(formData(fields));
    const bytes = Buffer.from(await request.arrayBuffer());
    return socketRequest(`${steady.origin}/api/public/tickets`, {
      method: 'POST',
      headers: {
        'content-type': request.headers.get('content-type') ?? '',
        'content-length': String(bytes.length),
        'x-forwarded-for': address,
      },
      send: (r) => r.end(bytes),
    });
  }

  it('accepts 20 tickets an hour from one address, then refuses; a bot filling the honeypot stores nothing', async () => {
    for (let i = 0; i < 20; i++)
      expect((await submit(ACCEPTED_FORM, '203.0.113.50')).status).toBe(201);
    const refused = await submit(ACCEPTED_FORM, '203.0.113.50');
    expect(refused.status).toBe(429);
    expect(messageOf(refused)).toBe(LIMIT_MESSAGES.submissions);

    const stored = await countRows(t, 'tickets');
    const bot = await submit(
      { ...ACCEPTED_FORM, [HONEYPOT_FIELD]: 'http://spam.example' },
      '203.0.113.51',
    );
    expect(bot.status).toBe(201);
    expect(await countRows(t, 'tickets')).toBe(stored);
  });

  it('answers 60 status lookups a minute per address, then 429', async () => {
    const url = `${steady.origin}/api/public/tickets/${crypto.randomUUID()}`;
    const get = () =>
      socketRequest(url, {
        method: 'GET',
        headers: { 'x-forwarded-for': '203.0.113.60' },
        send: (r) => r.end(),
      });
    for (let i = 0; i < 60; i++) expect((await get()).status).toBe(404);
    const limited = await get();
    expect(limited.status).toBe(429);
    expect(messageOf(limited)).toBe(LIMIT_MESSAGES.lookups);
  });
});
