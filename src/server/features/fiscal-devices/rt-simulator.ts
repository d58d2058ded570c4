import { appendFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { DIRECTIO_LAST_DOCUMENT, EPSON_PATH } from './epson-fpmate';

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
  /** How long `slow` keeps a request waiting: longer than any client's deadline. */
  slowMs?: number;
}

const CONTROL = '/__control/fault';
const pad = (n: number) => String(n).padStart(4, '0');

/**
 * A local Epson FPMate RT for tests, the browser flow and the shop's trial: it numbers documents
 * and Z reports like the device, keeps the day's totals per payment type, writes one JSON line per
 * request to the journal (the witness that nothing printed twice) and injects the faults a real
 * RT shows. `POST /__control/fault {"fault": …}` changes the fault while it runs.
 */
export function createRtSimulator(options: RtSimulatorOptions) {
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

  const response = (success: boolean, code: string, info: Record<string, string | number>) => {
    const names = Object.keys(info);
    const items = names.map((n) => `<${n}>${info[n]}</${n}>`).join('');
    return `<?xml version="1.0" encoding="utf-8"?>\n<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><response success="${success}" code="${code}" status="2"><addInfo><elementList>${names.join(',')}</elementList>${items}</addInfo></response></s:Body></s:Envelope>`;
  };

  function receipt(body: string): string {
    if (state.fault === 'paper_end') return response(false, 'EPTR_REC_EMPTY', { lastCommand: 74 });
    if (state.fault === 'cover_open')
      return response(false, 'EPTR_COVER_OPEN', { lastCommand: 74 });
    state.documentNumber += 1;
    let amount = 0;
    for (const m of body.matchAll(
      /<printRecTotal [^>]*payment="(-?\d+),(\d{2})" paymentType="(\d)"/g,
    )) {
      const cents = Number(m[1]) * 100 + Number(m[2]);
      amount += cents;
      state.totalsCents[m[3] ?? '0'] = (state.totalsCents[m[3] ?? '0'] ?? 0) + cents;
    }
    const d = new Date();
    return response(true, '', {
      lastCommand: 74,
      fiscalReceiptNumber: state.documentNumber,
      fiscalReceiptAmount: `${Math.trunc(amount / 100)},${String(amount % 100).padStart(2, '0')}`,
      fiscalReceiptDate: `${d.getUTCDate()}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`,
      zRepNumber: state.zNumber,
      serialNumber: serial,
    });
  }

  function answer(body: string): string {
    if (body.includes('<printerFiscalReceipt>')) return receipt(body);
    if (body.includes(`command="${DIRECTIO_LAST_DOCUMENT}"`)) {
      return response(true, '', {
        responseData: `01${pad(state.zNumber)}${pad(state.documentNumber)}`,
      });
    }
    const totals = Object.entries(state.totalsCents)
      .map(([t, c]) => `${t}:${c}`)
      .join(';');
    if (body.includes('<printZReport')) {
      const info = { zRepNumber: state.zNumber, dailyAmountCents: totals };
      state.zNumber += 1;
      state.documentNumber = 0;
      state.totalsCents = {};
      return response(true, '', info);
    }
    if (body.includes('<printXReport'))
      return response(true, '', { zRepNumber: state.zNumber, dailyAmountCents: totals });
    // Paper and cover stop whatever prints or asks the printer's state; the counters still answer.
    if (state.fault === 'paper_end' || state.fault === 'cover_open')
      return response(
        false,
        state.fault === 'paper_end' ? 'EPTR_REC_EMPTY' : 'EPTR_COVER_OPEN',
        {},
      );
    if (body.includes('<printerNonFiscal>')) return response(true, '', {});
    if (body.includes('<queryPrinterStatus'))
      return response(true, '', { serialNumber: serial, printerStatus: '20110' });
    if (body.includes('<openDrawer')) return response(true, '', { lastCommand: 42 });
    return response(false, 'EPTR_UNKNOWN_COMMAND', {});
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = req.url ?? '/';
    if (path === CONTROL) {
      const fault = (JSON.parse(body || '{}') as { fault?: RtFault }).fault ?? 'none';
      if (!RT_FAULTS.includes(fault)) return res.writeHead(400).end('unknown fault');
      state.fault = fault;
      return res.writeHead(204).end();
    }
    if (state.fault === 'unreachable') return req.socket.destroy();
    if (options.latencyMs) await new Promise((r) => setTimeout(r, options.latencyMs));
    // slow: the print itself takes longer than the client waits; queries still answer.
    if (state.fault === 'slow' && body.includes('<printerFiscalReceipt>')) {
      await new Promise((r) => setTimeout(r, options.slowMs ?? 30_000));
    }
    const out = path === EPSON_PATH ? answer(body) : 'not found';
    // lost_answer: the document is printed and numbered, then the connection drops unanswered.
    const lost = state.fault === 'lost_answer' && body.includes('<printerFiscalReceipt>');
    journal(path, body, lost ? '' : out);
    if (lost) return req.socket.destroy();
    res
      .writeHead(path === EPSON_PATH ? 200 : 404, { 'content-type': 'text/xml; charset=utf-8' })
      .end(out);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  return { server, state };
}
