import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Listener, listen, socketRequest } from '../test/socket-request';
import { createTestApp, type TestApp } from '../test/test-app';
import { FORM_BODY_LIMIT, JSON_BODY_LIMIT } from './body-limits';

/**
 * Body caps over a real socket: an anonymous client could send 300 MB of JSON to
 * /api/setup and the server read it all into memory. Here every oversize body is answered 413
 * while it is still arriving, declared length or chunked, whatever its content type claims.
 */
let t: TestApp;
let server: Listener;
let origin: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn((await t.addUser('admin')).email);
  server = await listen(t.app.fetch);
  origin = server.origin;
});
afterAll(async () => {
  await server.close();
  await t.close();
});

interface Sent {
  path: string;
  method?: string;
  bytes: number;
  /** No Content-Length: the body arrives in chunks, as a streaming client sends it. */
  chunked?: boolean;
  headers?: Record<string, string>;
}

/** Sends `bytes` of a JSON string body in 64 kB pieces; resolves with the answer and what was sent. */
async function send({ path, method = 'POST', bytes, chunked = false, headers = {} }: Sent) {
  let sent = 0;
  const answer = await socketRequest(`${origin}${path}`, {
    method,
    headers: {
      origin,
      'content-type': 'application/json',
      ...(chunked ? {} : { 'content-length': String(bytes) }),
      ...headers,
    },
    send: (request) => {
      const piece = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (sent < bytes) {
          const size = Math.min(piece.length, bytes - sent);
          sent += size;
          if (!request.write(piece.subarray(0, size))) return void request.once('drain', pump);
        }
        request.end();
      };
      request.write('"');
      pump();
    },
  });
  return { ...answer, sent };
}

const message = (body: string) =>
  (JSON.parse(body) as { error: { message: string } }).error.message;

describe('request body limits over a socket', () => {
  it('refuses an oversize declared body to the first-run setup at once, unread', async () => {
    const answer = await send({ path: '/api/setup', bytes: 50 * 1024 * 1024 });
    expect(answer.status).toBe(413);
    expect(message(answer.body)).toBe('Richiesta troppo grande');
    // Answered long before 50 MB could be sent (the client stops when the server hangs up).
    expect(answer.sent).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses chunked bodies as they pass the cap, four at once, without holding them', async () => {
    const before = process.memoryUsage().rss;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        send({ path: '/api/setup', bytes: 30 * 1024 * 1024, chunked: true }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([413, 413, 413, 413]);
    // Four 30 MB bodies read whole would add 120 MB or more.
    expect(process.memoryUsage().rss - before).toBeLessThan(60 * 1024 * 1024);
  });

  it('caps a JSON route whatever content type the client claims', async () => {
    const answer = await send({
      path: '/api/auth/sign-in/email',
      bytes: FORM_BODY_LIMIT * 4,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(answer.status).toBe(413);
  });

  it('lets a signed-in admin save long texts, and refuses beyond the JSON cap', async () => {
    const terms = 'Garanzia di 12 mesi sulle riparazioni. '.repeat(500);
    const saved = await t.request('PUT', '/api/settings', {
      cookie: admin,
      body: { values: { terms_and_conditions: terms } },
    });
    expect(saved.status).toBe(200);
    const answer = await send({
      path: '/api/settings',
      method: 'PUT',
      bytes: JSON_BODY_LIMIT + 1024,
      headers: { cookie: admin },
    });
    expect(answer.status).toBe(413);
    const stored = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'terms_and_conditions')
      .executeTakeFirst();
    expect(stored?.value).toBe(terms.trim());
  });
});
