import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashDayDto, RtReportDto } from '../../../shared/cash-days/cash-day-dto';
import { formatCents } from '../../../shared/money';
import {
  createStaffApp,
  errorBody,
  readJson,
  type StaffApp,
  VALID_TICKET,
} from '../../test/staff-test-kit';
import { pay } from '../payments/payments-test-kit';
import { epsonDriver } from './epson-driver';
import { addFiscalDevice } from './fiscal-devices.service';
import { GOLDEN_RECEIPTS } from './golden-scenarios';
import { createRtSimulator } from './rt-simulator';

/** X and Z on the simulated RT, stored with the day and set beside Sportello's takings. */
let t: StaffApp;
let admin: string;
let sim: ReturnType<typeof createRtSimulator>;
let journalFile: string;
let url: string;
let deviceId: string;

beforeAll(async () => {
  journalFile = path.join(mkdtempSync(path.join(tmpdir(), 'rt-')), 'journal.jsonl');
  sim = createRtSimulator({ journal: journalFile });
  await new Promise<void>((r) => sim.server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;
  t = await createStaffApp({ role: 'employee', now: '2026-11-10T10:00:00.000Z' });
  admin = await t.signIn((await t.addUser('admin')).email);
  deviceId = await addFiscalDevice(t.db, '2026-11-10T09:00:00.000Z', {
    name: 'Epson banco',
    protocol: 'epson_fpmate',
    url,
    timeoutMs: 2000,
    operator: 1,
    departments: {},
    tenders: {},
  });
});
afterAll(async () => {
  sim.server.closeAllConnections();
  await new Promise((r) => sim.server.close(r));
  await t.close();
});

const report = (kind: unknown, cookie = t.cookie, id = deviceId) =>
  t.request('POST', `/api/settings/fiscal-devices/${id}/report`, { cookie, body: { kind } });

/** The journal is the witness: the report requests the RT really received. */
const journaled = (tag: string) =>
  readFileSync(journalFile, 'utf8')
    .trim()
    .split('\n')
    .filter((line) => (JSON.parse(line) as { body: string }).body.includes(tag)).length;

describe('POST /api/settings/fiscal-devices/:id/report', () => {
  it('X: the RT totals as it answered, beside Sportello, the card mismatch listed first', async () => {
    // The RT certified card 50 + cash 149; Sportello recorded card 60 + cash 149.
    await epsonDriver(url, 2000).print(GOLDEN_RECEIPTS['split-tenders']);
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '209' });
    await pay(t, {
      ticket_id: ticket.id,
      tenders: [
        { method: 'carta', amount: 60 },
        { method: 'contanti', amount: 149 },
      ],
    });
    const response = await report('x');
    expect(response.status, await response.clone().text()).toBe(201);
    const x = await readJson<RtReportDto>(response);
    expect(x).toMatchObject({ kind: 'x', date: '2026-11-10', z_number: 1 });
    expect(x.totals).toEqual({ contanti: 149, elettronico: 50 });

    const day = await readJson<CashDayDto>(
      await t.request('GET', '/api/cash-days?date=2026-11-10', { cookie: t.cookie }),
    );
    expect(day.rt_reports.map((r) => r.id)).toEqual([x.id]);
    expect(day.rt_comparison).toEqual([
      { rt_type: 'elettronico', rt: 50, sportello: 60, difference: -10 },
      { rt_type: 'contanti', rt: 149, sportello: 149, difference: 0 },
    ]);
    expect(day.rt_mismatches).toEqual([
      `Pagamenti elettronici: registratore ${formatCents(5000)}, Sportello ${formatCents(6000)}`,
    ]);
    expect(journaled('<printXReport')).toBe(1);
  });

  it('Z is for admins: an employee is refused before anything reaches the RT', async () => {
    const refused = await report('z');
    expect(refused.status).toBe(403);
    expect(journaled('<printZReport')).toBe(0);
    const response = await report('z', admin);
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await readJson<RtReportDto>(response)).toMatchObject({
      kind: 'z',
      z_number: 1,
      totals: { contanti: 149, elettronico: 50 },
    });
    expect(journaled('<printZReport')).toBe(1);
    expect(sim.state.zNumber).toBe(2);
  });

  it('a Z the RT cannot print (no paper) is refused with the reason, stores nothing, closes no day', async () => {
    const control = (fault: string) =>
      fetch(`${url}/__control/fault`, { method: 'POST', body: JSON.stringify({ fault }) });
    expect((await control('paper')).status).toBe(400);
    await control('paper_end');
    const refused = await report('z', admin);
    expect(refused.status).toBe(502);
    expect((await errorBody(refused)).error.message).toBe(
      'Carta esaurita nel registratore telematico: sostituire il rotolo e riprovare.',
    );
    expect(sim.state.zNumber).toBe(2);
    await control('none');
    const printed = await report('z', admin);
    expect(printed.status, await printed.clone().text()).toBe(201);
    expect(await readJson<RtReportDto>(printed)).toMatchObject({ kind: 'z', z_number: 2 });
    const day = await readJson<CashDayDto>(
      await t.request('GET', '/api/cash-days?date=2026-11-10', { cookie: t.cookie }),
    );
    // Both Z reports carry the test's frozen instant, so their order in the day is not the point.
    const zNumbers = day.rt_reports.filter((r) => r.kind === 'z').map((r) => r.z_number);
    expect(zNumbers.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 2]);
  });

  it('refuses a wrong kind, an unknown device, and says in Italian when the RT is down', async () => {
    expect((await report('y')).status).toBe(400);
    expect((await report('x', t.cookie, crypto.randomUUID())).status).toBe(404);
    await fetch(`${url}/__control/fault`, {
      method: 'POST',
      body: JSON.stringify({ fault: 'unreachable' }),
    });
    const down = await report('x');
    expect(down.status).toBe(503);
    expect((await errorBody(down)).error.message).toContain('non è raggiungibile');
  });
});
