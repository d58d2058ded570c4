import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  jsonObject,
  nextOutcome,
  type Outcome,
  type SdiError,
  supplierInvoiceFile,
  xmlText,
} from './sdi-simulator-control';

/**
 * A local stand-in for A-Cube's API subset Sportello uses (decision 045): POST /login, POST
 * /invoices (XML → 202 {uuid}, one send per Idempotency-Key), GET /invoices/{uuid}/notifications.
 * Each send gets its notification after `delayMs` (RC unless /_control/next said otherwise),
 * delivered to the webhook when one is given. Supplier invoices given to /_control/supplier-invoice
 * (the XML or P7M as the body, or JSON, see `supplierInvoiceFile`) are listed by GET /invoices?downloaded=false
 * and served by GET /invoices/{uuid}; with a webhook, each is also announced to it as A-Cube's
 * `supplier-invoice` event ({event, uuid, file_name}). Faults for drills: down (503) and slow.
 */
export interface SimulatorOptions {
  port?: number;
  webhook?: string;
  webhookSecret?: string;
  delayMs?: number;
  /** JSON lines of every request received: the drills' witness. */
  logFile?: string;
}

/** A supplier invoice addressed to the shop, listed until downloaded. */
interface Received {
  uuid: string;
  fileName: string;
  bytes: Buffer;
  downloaded: boolean;
}

interface Sent {
  uuid: string;
  idempotencyKey: string | null;
  xml: string;
  notifications: unknown[];
}

export async function startSdiSimulator(options: SimulatorOptions = {}) {
  const sends = new Map<string, Sent>();
  const byKey = new Map<string, string>();
  const nextOutcomes: { outcome: Outcome; errors: SdiError[] }[] = [];
  const supplierInvoices: Received[] = [];
  const log: Record<string, unknown>[] = [];
  const fault = { down: false, slowMs: 0 };
  const timers = new Set<NodeJS.Timeout>();

  const record = (entry: Record<string, unknown>) => {
    const line = { at: new Date().toISOString(), ...entry };
    log.push(line);
    if (options.logFile) fs.appendFileSync(options.logFile, `${JSON.stringify(line)}\n`);
  };

  function notify(sent: Sent, outcome: Outcome, errors: SdiError[]) {
    const notification = {
      uuid: randomUUID(),
      invoice_uuid: sent.uuid,
      type: outcome,
      message: { errors },
      file_name: `${sent.uuid}_${outcome}_001.xml`,
      file: `<?xml version="1.0"?><Notifica tipo="${outcome}"><IdentificativoSdI>${sent.uuid}</IdentificativoSdI>${errors
        .map(
          (e) =>
            `<Errore><Codice>${xmlText(e.code)}</Codice><Descrizione>${xmlText(e.description)}</Descrizione></Errore>`,
        )
        .join('')}</Notifica>`,
    };
    sent.notifications.push(notification);
    if (options.webhook) void deliver(notification);
  }

  async function deliver(notification: unknown, attempt = 1): Promise<void> {
    try {
      const response = await fetch(options.webhook ?? '', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${options.webhookSecret ?? ''}`,
        },
        body: JSON.stringify(notification),
      });
      if (response.ok || attempt >= 5) return;
    } catch {
      if (attempt >= 5) return;
    }
    const timer = setTimeout(() => void deliver(notification, attempt + 1), 200 * attempt);
    timers.add(timer);
  }

  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://simulator');
    const reply = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (url.pathname.startsWith('/_control/')) return control(url, body, reply);
    if (fault.slowMs > 0) await new Promise((r) => setTimeout(r, fault.slowMs));
    if (fault.down) return reply(503, { message: 'Service Unavailable' });
    if (req.method === 'POST' && url.pathname === '/login')
      return reply(200, { token: 'sim-token' });
    if (req.headers.authorization !== 'Bearer sim-token')
      return reply(401, { message: 'Unauthorized' });
    if (req.method === 'POST' && url.pathname === '/invoices') {
      const key = header(req, 'idempotency-key');
      const known = key ? byKey.get(key) : undefined;
      if (known) return reply(202, { uuid: known });
      const xml = body.toString('utf8');
      const sent: Sent = { uuid: randomUUID(), idempotencyKey: key, xml, notifications: [] };
      sends.set(sent.uuid, sent);
      if (key) byKey.set(key, sent.uuid);
      record({ kind: 'send', uuid: sent.uuid, idempotency_key: key, bytes: body.length });
      const next = nextOutcomes.shift() ?? { outcome: 'RC' as const, errors: [] };
      const timer = setTimeout(
        () => notify(sent, next.outcome, next.errors),
        options.delayMs ?? 500,
      );
      timers.add(timer);
      return reply(202, { uuid: sent.uuid });
    }
    if (req.method === 'GET' && url.pathname === '/invoices')
      return reply(
        200,
        supplierInvoices
          .filter((r) => url.searchParams.get('downloaded') !== 'false' || !r.downloaded)
          .map((r) => ({ uuid: r.uuid, file_name: r.fileName })),
      );
    const received = supplierInvoices.find((r) => url.pathname === `/invoices/${r.uuid}`);
    if (req.method === 'GET' && received) {
      received.downloaded = true;
      res.writeHead(200, { 'content-type': 'application/xml' });
      return res.end(received.bytes);
    }
    const match = /^\/invoices\/([^/]+)\/notifications$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const uuid = decodeURIComponent(match[1] ?? '');
      record({ kind: 'notifications', uuid });
      const sent = sends.get(uuid);
      return sent ? reply(200, sent.notifications) : reply(404, { message: 'Not found' });
    }
    reply(404, { message: 'Not found' });
  });

  function control(url: URL, body: Buffer, reply: (s: number, p: unknown) => void) {
    if (url.pathname === '/_control/supplier-invoice') {
      const file = supplierInvoiceFile(body, url.searchParams);
      if (!file.ok) return reply(400, { message: file.error });
      const received: Received = { uuid: randomUUID(), ...file.value, downloaded: false };
      supplierInvoices.push(received);
      record({ kind: 'supplier-invoice', uuid: received.uuid, file_name: received.fileName });
      if (options.webhook)
        void deliver({
          event: 'supplier-invoice',
          uuid: received.uuid,
          file_name: received.fileName,
        });
      return reply(200, { uuid: received.uuid });
    }
    const input = jsonObject(body);
    if (!input.ok) return reply(400, { message: input.error });
    if (url.pathname === '/_control/next') {
      const next = nextOutcome(input.value);
      if (!next.ok) return reply(400, { message: next.error });
      nextOutcomes.push(next.value);
      return reply(200, { queued: nextOutcomes.length });
    }
    if (url.pathname === '/_control/fault') {
      fault.down = input.value.mode === 'down';
      fault.slowMs = input.value.mode === 'slow' ? Number(input.value.ms ?? 5000) : 0;
      return reply(200, fault);
    }
    reply(404, { message: 'Not found' });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    sends,
    supplierInvoices,
    fault,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SdiSimulator = Awaited<ReturnType<typeof startSdiSimulator>>;

function header(req: http.IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
