import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStaffApp } from '../../test/staff-test-kit';
import { createRtSimulator, type RtSimulatorOptions } from './rt-simulator';

export interface JournalLine {
  at: string;
  path: string;
  body: string;
  answer: string;
}

/**
 * The simulator on a free local port for a test or a bench, with its journal as the witness:
 * `documents()` are the fiscal documents the RT really received, in order.
 */
export async function startRtSimulator(options: Omit<RtSimulatorOptions, 'journal'> = {}) {
  const journal = path.join(mkdtempSync(path.join(tmpdir(), 'rt-')), 'journal.jsonl');
  const sim = createRtSimulator({ journal, ...options });
  await new Promise<void>((resolve) => sim.server.listen(0, '127.0.0.1', resolve));
  const lines = (): JournalLine[] => {
    let text = '';
    try {
      text = readFileSync(journal, 'utf8');
    } catch {
      return [];
    }
    return text
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as JournalLine);
  };
  return {
    state: sim.state,
    url: `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`,
    lines,
    documents: () => lines().filter((l) => sim.dialect.request(l.body) === 'receipt'),
    async close() {
      sim.server.closeAllConnections();
      await new Promise((resolve) => sim.server.close(resolve));
    },
  };
}
export type RtSimulatorHandle = Awaited<ReturnType<typeof startRtSimulator>>;

/** An admin's staff app whose RT, set through the settings API, is a simulator of its own. */
export async function staffAppWithRt(now: string) {
  const t = await createStaffApp({ role: 'admin', now });
  const rt = await startRtSimulator({ serial: '99MEY012345' });
  const device = await t.request('POST', '/api/settings/fiscal-devices', {
    cookie: t.cookie,
    body: { name: 'Cassa banco', url: rt.url, timeout_ms: 2000 },
  });
  if (device.status !== 201) throw new Error(`RT not configured: ${await device.text()}`);
  return {
    t,
    rt,
    async close() {
      await rt.close();
      await t.close();
    },
  };
}
