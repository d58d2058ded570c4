import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES } from '../../shared/tickets/attachment-rules';
import { setSettings } from '../test/public-test-kit';
import { type Listener, listen, socketRequest } from '../test/socket-request';
import { createTestApp, type TestApp } from '../test/test-app';
import { BODY_TOO_LARGE } from './body-limits';

/**
 * 300 MB to every public form route over a real socket. A customer's answer posted to
 * /public/quotes/{id}/risposta was read whole (RSS 1.34 GB): a route outside /api had no cap.
 * Each body is streamed from one reused 64 kB piece, so the test itself holds none of it.
 */
let t: TestApp;
let server: Listener;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app.fetch);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const MB = 1024 * 1024;
const BOUNDARY = 'confine-300';
const quote = crypto.randomUUID();

/** Each public route that takes a body, the type its form sends, and the message past its cap. */
const ROUTES = [
  { path: `/public/quotes/${quote}/risposta`, kind: 'form', message: BODY_TOO_LARGE },
  { path: `/api/public/quotes/${quote}/answer`, kind: 'json', message: BODY_TOO_LARGE },
  { path: '/public/tickets/new', kind: 'multipart', message: ATTACHMENT_MESSAGES.tooLarge },
  { path: '/api/public/tickets', kind: 'multipart', message: ATTACHMENT_MESSAGES.tooLarge },
] as const;

const CONTENT_TYPES = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
  multipart: `multipart/form-data; boundary=${BOUNDARY}`,
};

/** What comes before the endless part: a field named "risposta", or one file of the form. */
const OPENINGS = {
  form: 'risposta=accetto&note=',
  json: '{"answer":"accept","note":"',
  multipart: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
};

async function send300(route: (typeof ROUTES)[number], chunked: boolean) {
  const bytes = 300 * MB;
  let sent = 0;
  const started = Date.now();
  const answer = await socketRequest(`${server.origin}${route.path}`, {
    method: 'POST',
    headers: {
      origin: server.origin,
      'content-type': CONTENT_TYPES[route.kind],
      ...(chunked ? {} : { 'content-length': String(bytes) }),
    },
    send: (request) => {
      const piece = Buffer.alloc(64 * 1024, 'a');
      const opening = OPENINGS[route.kind];
      request.write(opening);
      sent = opening.length;
      const pump = () => {
        while (sent < bytes && !request.destroyed) {
          const size = Math.min(piece.length, bytes - sent);
          sent += size;
          if (!request.write(piece.subarray(0, size))) return void request.once('drain', pump);
        }
        request.end();
      };
      pump();
    },
  });
  return { ...answer, sent, seconds: (Date.now() - started) / 1000 };
}

describe('300 MB to each public form route', () => {
  for (const route of ROUTES) {
    for (const chunked of [false, true]) {
      it(`${route.path} (${chunked ? 'chunked' : 'declared length'}) answers 413 promptly, holding no body`, async () => {
        const before = process.memoryUsage().rss;
        const answer = await send300(route, chunked);
        expect(answer.status).toBe(413);
        expect(answer.body).toContain(route.message);
        expect(answer.seconds).toBeLessThan(5);
        // The server hung up long before the client could send it all.
        expect(answer.sent).toBeLessThan(50 * MB);
        expect(process.memoryUsage().rss - before).toBeLessThan(40 * MB);
      });
    }
  }
});

describe("the refusal on the shop's own website", () => {
  it('carries the CORS header, so the script of the shop website can read the message', async () => {
    await setSettings(t, { shop_website: 'https://negozio.example' });
    const body = JSON.stringify({ answer: 'accept', note: 'x'.repeat(2 * MB) });
    const answer = await new Promise<{ status: number; allowed: string | undefined }>(
      (resolve, reject) => {
        const request = http.request(`${server.origin}/api/public/quotes/${quote}/answer`, {
          method: 'POST',
          agent: false,
          headers: {
            origin: 'https://negozio.example',
            'content-type': 'application/json',
            'content-length': String(body.length),
          },
        });
        request.on('response', (response) => {
          response.resume();
          resolve({
            status: response.statusCode ?? 0,
            allowed: response.headers['access-control-allow-origin'],
          });
        });
        request.on('error', reject);
        request.end(body);
      },
    );
    expect(answer).toEqual({ status: 413, allowed: 'https://negozio.example' });
  });
});
