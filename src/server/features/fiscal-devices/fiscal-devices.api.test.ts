import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffApp, errorBody, readJson, type StaffApp } from '../../test/staff-test-kit';
import { type RtSimulatorHandle, startRtSimulator } from './rt-simulator-test-kit';

let t: StaffApp;
let rt: RtSimulatorHandle;
const BASE = '/api/settings/fiscal-devices';
type Device = { id: string; version: number; serial: string | null; departments: object };
type Test = { ok: boolean; serial: string | null; problems: string[] };

beforeAll(async () => {
  t = await createStaffApp({ role: 'admin' });
  rt = await startRtSimulator({ serial: '99MEY000777' });
});
afterAll(async () => {
  await rt.close();
  await t.close();
});

const post = (path: string, body?: unknown) =>
  t.request('POST', path, { cookie: t.cookie, ...(body === undefined ? {} : { body }) });

async function addDevice(body: Record<string, unknown> = {}): Promise<Device> {
  const response = await post(BASE, { name: 'Cassa banco', url: rt.url, ...body });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<Device>(response);
}

const prova = async (id: string) => readJson<Test>(await post(`${BASE}/${id}/test`));

describe('Settings → Registratore telematico', () => {
  it('adds the RT with the usual departments, edits it on its version, refuses a stale save', async () => {
    const device = await addDevice();
    expect(device).toMatchObject({
      protocol: 'epson_fpmate',
      timeout_ms: 10000,
      operator: 1,
      departments: { '22': 1, '10': 2, '5': 3, '4': 4, N2: 5, N4: 6, N1: 7, N5: 8 },
      enabled: true,
      version: 1,
    });
    const saved = await t.request('PATCH', `${BASE}/${device.id}`, {
      cookie: t.cookie,
      body: { version: 1, operator: 2, tenders: { carta: { type: 'elettronico', index: 3 } } },
    });
    expect(await readJson(saved)).toMatchObject({
      operator: 2,
      tenders: { carta: { type: 'elettronico', index: 3 } },
      version: 2,
    });
    const stale = await t.request('PATCH', `${BASE}/${device.id}`, {
      cookie: t.cookie,
      body: { version: 1, operator: 3 },
    });
    expect(stale.status).toBe(409);
    expect((await errorBody(stale)).error.message).toContain('modificato da qualcun altro');
    const list = await readJson<{ items: Device[] }>(
      await t.request('GET', BASE, { cookie: t.cookie }),
    );
    expect(list.items.map((d) => d.id)).toContain(device.id);
  });

  it('refuses an address that is not http(s) and a department out of range, in Italian', async () => {
    const response = await post(BASE, {
      name: 'RT',
      url: 'ftp://192.168.1.50',
      departments: { '22': 0 },
    });
    expect(response.status).toBe(400);
    const body = await errorBody(response);
    expect(JSON.stringify(body.error)).toContain('Indirizzo non valido');
    expect(JSON.stringify(body.error)).toContain('Reparto tra 1 e 99');
  });

  it('Prova reads the serial and keeps it; then says what is wrong', async () => {
    const device = await addDevice();
    expect(await prova(device.id)).toEqual({ ok: true, serial: '99MEY000777', problems: [] });
    const shown = await readJson<Device>(
      await t.request('GET', `${BASE}/${device.id}`, { cookie: t.cookie }),
    );
    expect(shown.serial).toBe('99MEY000777');

    rt.state.fault = 'paper_end';
    expect((await prova(device.id)).problems).toEqual([expect.stringContaining('Carta esaurita')]);
    rt.state.fault = 'cover_open';
    expect((await prova(device.id)).problems).toEqual([expect.stringContaining('Coperchio')]);
    rt.state.fault = 'unreachable';
    expect((await prova(device.id)).problems).toEqual([
      expect.stringContaining('non è raggiungibile'),
    ]);
    rt.state.fault = 'none';
  });

  it('Prova names a missing department and a device that does not speak the protocol', async () => {
    const other = createServer((_req, res) => res.writeHead(404).end('<html>router</html>'));
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    try {
      const device = await addDevice({
        url: `http://127.0.0.1:${(other.address() as AddressInfo).port}`,
        departments: { '22': 1, '10': 2, '4': 4, N2: 5, N4: 6 },
      });
      const result = await prova(device.id);
      expect(result.ok).toBe(false);
      // N2.2 is found under its family N2; N1 and N5, which /vendita offers, are not set.
      expect(result.problems).toEqual([
        "Nessun reparto per l'aliquota 5%: indicare il numero del reparto del registratore.",
        'Nessun reparto per la natura N1: indicare il numero del reparto del registratore.',
        'Nessun reparto per la natura N5: indicare il numero del reparto del registratore.',
        expect.stringContaining('non risponde un registratore Epson'),
      ]);
    } finally {
      await new Promise((r) => other.close(r));
    }
  });

  it('Apri cassetto reaches the RT; a device that printed nothing can be deleted', async () => {
    const device = await addDevice();
    expect(await readJson(await post(`${BASE}/${device.id}/drawer`))).toEqual({
      ok: true,
      message: 'Cassetto aperto',
    });
    expect(rt.lines().at(-1)?.body).toContain('<openDrawer operator="1" />');
    const deleted = await t.request('DELETE', `${BASE}/${device.id}`, { cookie: t.cookie });
    expect(deleted.status).toBe(204);
    const gone = await t.request('GET', `${BASE}/${device.id}`, { cookie: t.cookie });
    expect(gone.status).toBe(404);
    expect((await errorBody(gone)).error.message).toBe('Registratore telematico non trovato');
  });

  it('is for admins only', async () => {
    const employee = await t.addUser('employee');
    const cookie = await t.signIn(employee.email);
    expect((await t.request('GET', BASE, { cookie })).status).toBe(403);
  });
});
