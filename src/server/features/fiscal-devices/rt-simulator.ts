import { appendFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { CUSTOM_DIALECT, EPSON_DIALECT } from './rt-simulator-dialects';
import { RCH_DIALECT } from './rt-simulator-rch';

export const RT_FAULTS = [
  'none',
  'unreachable',
  'slow',
  'paper_end',
  'cover_open',
  'lost_answer',
] as const;
export type RtFault = (typeof RT_FAULTS)[number];

export interface RtSimulatorOptions {
  journal: string;
  latencyMs?: number;
  fault?: RtFault;
  serial?: string;
  protocol?: SimulatedProtocol;
  /** How long `slow` keeps a request waiting: longer than any client's deadline. */
  slowMs?: number;
}

const CONTROL = '/__control/fault';
const DIALECTS = {
  epson_fpmate: EPSON_DIALECT,
  custom_xml: CUSTOM_DIALECT,
  rch_xml: RCH_DIALECT,
} as const;
export type SimulatedProtocol = keyof typeof DIALECTS;
export const SIMULATED_PROTOCOLS = Object.keys(DIALECTS) as SimulatedProtocol[];

/**
 * A local RT (Epson FPMate, Custom XML or RCH) for tests, the browser flow and the shop's trial: it
 * numbers documents and Z reports like the device, keeps the day's totals per payment type, writes
 * one JSON line per request to the journal (the witness that nothing printed twice) and injects
 * the faults a real RT shows. `POST /__control/fault {"fault": …}` changes the fault while it runs.
 */
export function createRtSimulator(options: RtSimulatorOptions) {
  const dialect = DIALECTS[options.protocol ?? 'epson_fpmate'];
  const state = {
    fault: options.fault ?? ('none' as RtFault),
    zNumber: 1,
    documentNumber: 0,
    totalsCents: {} as Record<string, number>,
  };
  const serial = options.serial ?? '99MEY012345';

  const journal = (path: string, body: string, answer: string) =>
    appendFileSync(
      options.journal,
      `${JSON.stringify({ at: new Date().toISOString(), path, body, answer })}\n`,
    );

  function receipt(body: string): string {
    state.documentNumber += 1;
    let amount = 0;
    for (const [type, cents] of dialect.tenders(body)) {
      amount += cents;
      state.totalsCents[type] = (state.totalsCents[type] ?? 0) + cents;
    }
    const { documentNumber, zNumber } = state;
    return dialect.printed({
      documentNumber,
      zNumber,
      amountCents: amount,
      at: new Date(),
      serial,
    });
  }

  function answer(body: string): string {
    const totals = Object.entries(state.totalsCents)
      .map(([t, c]) => `${t}:${c}`)
      .join(';');
    const request = dialect.request(body);
    if (request === 'last') return dialect.last(state.zNumber, state.documentNumber);
    if (request === 'unknown') return dialect.unknown();
    // Paper and cover stop whatever prints (a document, X, Z, a copy) or asks the printer's state;
    // the counters still answer.
    if (state.fault === 'paper_end' || state.fault === 'cover_open')
      return dialect.failure(state.fault);
    switch (request) {
      case 'receipt':
        return receipt(body);
      case 'z': {
        const out = dialect.report(state.zNumber, totals);
        state.zNumber += 1;
        state.documentNumber = 0;
        state.totalsCents = {};
        return out;
      }
      case 'x':
        return dialect.report(state.zNumber, totals);
      case 'courtesy':
        return dialect.ok({});
      case 'status':
        return dialect.ok({ serialNumber: serial, printerStatus: '20110' });
      case 'drawer':
        return dialect.ok({ lastCommand: 42 });
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = req.url ?? '/';
    if (path === CONTROL) {
      const fault = controlFault(body);
      if (!fault) return res.writeHead(400).end(`fault deve essere uno di ${RT_FAULTS.join(', ')}`);
      state.fault = fault;
      return res.writeHead(204).end();
    }
    if (state.fault === 'unreachable') return req.socket.destroy();
    // One request at a time, in the order they came, as the device's own queue: a question asked
    // after a print is answered after that print, even when its client stopped waiting.
    const turn = queue.then(() => serve(req, res, path, body));
    queue = turn.then(
      () => undefined,
      () => undefined,
    );
    await turn;
  }

  let queue: Promise<void> = Promise.resolve();

  async function serve(req: IncomingMessage, res: ServerResponse, path: string, body: string) {
    if (options.latencyMs) await new Promise((r) => setTimeout(r, options.latencyMs));
    // slow: the print itself takes longer than the client waits (what follows waits behind it).
    const known = path === dialect.path;
    const printing = known && dialect.request(body) === 'receipt';
    if (state.fault === 'slow' && printing) {
      await new Promise((r) => setTimeout(r, options.slowMs ?? 30_000));
    }
    const out = known ? answer(body) : 'not found';
    // lost_answer: the document is printed and numbered, then the connection drops unanswered.
    const lost = state.fault === 'lost_answer' && printing;
    journal(path, body, lost ? '' : out);
    if (lost) return req.socket.destroy();
    res.writeHead(known ? 200 : 404, { 'content-type': 'text/xml; charset=utf-8' }).end(out);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  return { server, state, dialect };
}

/** `{"fault": …}` from the control request; an empty body clears the fault; anything else is null. */
function controlFault(body: string): RtFault | null {
  try {
    const fault = (JSON.parse(body || '{}') as { fault?: unknown }).fault ?? 'none';
    return RT_FAULTS.includes(fault as RtFault) ? (fault as RtFault) : null;
  } catch {
    return null;
  }
}
