import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Listener, listen } from '../test/socket-request';
import { createTestApp, type TestApp } from '../test/test-app';
import type { ListenerLimits } from './listener';

/**
 * The server's own limits over real sockets, with short timeouts so each case takes seconds:
 * 20,000 idle connections once locked everyone out, and a body at 1 byte every 2 s held a
 * socket for 80 s.
 */
const LIMITS: ListenerLimits = {
  maxConnections: 8,
  maxConnectionsPerAddress: 4,
  headersTimeoutMs: 1500,
  requestTimeoutMs: 60_000,
  bodyTimeoutMs: 1000,
  idleTimeoutMs: 60_000,
  keepAliveTimeoutMs: 60_000,
};

let t: TestApp;
let server: Listener;
let port: number;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app.fetch, LIMITS);
  port = Number(new URL(server.origin).port);
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  // Until the server has seen them go: the next case starts from no connection at all.
  await new Promise((resolve) => setTimeout(resolve, 200));
});
afterAll(async () => {
  await server.close();
  await t.close();
});

interface Client {
  socket: net.Socket;
  /** Resolves with the milliseconds from opening to the server closing the connection. */
  closed: Promise<number>;
  received: () => string;
}

/** A raw connection from `from` (any 127.x address is this machine), writing `text` if given. */
async function connect(from = '127.0.0.1', text?: string): Promise<Client> {
  const started = Date.now();
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
  sockets.push(socket);
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => resolve(Date.now() - started)),
  );
  await new Promise((resolve) => socket.once('connect', resolve));
  if (text) socket.write(text);
  return { socket, closed, received: () => received };
}

/** A whole GET /api/health on its own connection: the server is still there for others. */
async function health(from: string): Promise<string> {
  const client = await connect(
    from,
    'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  );
  await client.closed;
  return client.received().split('\r\n')[0] ?? '';
}

/** Waits until the server has counted the connections just opened (their 'connection' event). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('connection caps', () => {
  it('closes connections over the cap of one address, and others still get in', async () => {
    const held = await Promise.all(Array.from({ length: 4 }, () => connect('127.0.0.2')));
    await settle();
    const over = await connect('127.0.0.2');
    expect(await over.closed).toBeLessThan(500);
    expect(await health('127.0.0.3')).toBe('HTTP/1.1 200 OK');
    for (const client of held) expect(client.socket.destroyed).toBe(false);
  });

  it('makes room at one address by closing its idle keep-alive connection, not a busy one', async () => {
    const silent = await Promise.all([0, 1, 2].map(() => connect('127.0.0.13')));
    const idle = await connect('127.0.0.13', 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await settle();
    // The address is at its cap of 4; its new request gets in in place of the idle connection.
    expect(await health('127.0.0.13')).toBe('HTTP/1.1 200 OK');
    expect(await idle.closed).toBeGreaterThan(0);
    for (const client of silent) expect(client.socket.destroyed).toBe(false);
  });

  it('makes room at the total cap by closing idle keep-alive connections, then a silent one of the busiest address', async () => {
    // Four addresses, two connections each: the total cap of 8 without any address at its own.
    const silent = await Promise.all(
      ['127.0.0.4', '127.0.0.5', '127.0.0.6'].flatMap((from) => [connect(from), connect(from)]),
    );
    const idle = await Promise.all(
      [0, 1].map(() => connect('127.0.0.7', 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n')),
    );
    await settle();
    // A new client finds room: the two idle keep-alive connections are closed for it.
    expect(await health('127.0.0.8')).toBe('HTTP/1.1 200 OK');
    for (const client of idle) expect(await client.closed).toBeGreaterThan(0);
    // Now eight silent ones fill it (two more opened) and nothing is idle: a new address takes
    // the place of the oldest silent connection of the busiest, and one as busy is refused.
    silent.push(await connect('127.0.0.9'), await connect('127.0.0.9'));
    await settle();
    expect(await health('127.0.0.10')).toBe('HTTP/1.1 200 OK');
    expect(await silent[0]?.closed).toBeGreaterThan(0);
    for (const client of silent.slice(1)) expect(client.socket.destroyed).toBe(false);
    silent.push(await connect('127.0.0.10'));
    await settle();
    const refused = await connect('127.0.0.9');
    expect(await refused.closed).toBeLessThan(500);
  });
});

describe('timeouts', () => {
  it('closes a connection that sends no request within the headers timeout', async () => {
    const silent = await connect('127.0.0.11');
    const partial = await connect('127.0.0.11', 'POST /api/public/tickets HTTP/1.1\r\nHost');
    for (const client of [silent, partial]) {
      const ms = await client.closed;
      expect(ms).toBeGreaterThan(LIMITS.headersTimeoutMs - 200);
      expect(ms).toBeLessThan(LIMITS.headersTimeoutMs + 1500);
    }
  });

  it('closes a body sent at 1 byte every 2 s within seconds, not 80', async () => {
    const slow = await connect(
      '127.0.0.12',
      'POST /api/auth/sign-in/email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n',
    );
    const drip = setInterval(() => slow.socket.write('a'), 2000);
    try {
      expect(await slow.closed).toBeLessThan(2 * LIMITS.bodyTimeoutMs + 1000);
    } finally {
      clearInterval(drip);
    }
  });

  it('lets a body at a normal pace through', async () => {
    const body = JSON.stringify({
      email: 'nessuno@esempio.it',
      password: 'Sbagliata-123',
      padding: 'x'.repeat(2000),
    });
    const client = await connect(
      '127.0.0.13',
      `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: ${new URL(server.origin).host}\r\nOrigin: ${server.origin}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    // Half now, half after a pause shorter than the window: well over 1 kB per window.
    client.socket.write(body.slice(0, 1500));
    await new Promise((resolve) => setTimeout(resolve, LIMITS.bodyTimeoutMs / 2));
    client.socket.write(body.slice(1500));
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 401 /);
  });
});
