import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffApp, readJson, type StaffApp } from '../../test/staff-test-kit';
import { type RtSimulatorHandle, startRtSimulator } from './rt-simulator-test-kit';

let t: StaffApp;
let rch: RtSimulatorHandle;
let epson: RtSimulatorHandle;
const BASE = '/api/settings/fiscal-devices';
type Test = { ok: boolean; serial: string | null; problems: string[] };

beforeAll(async () => {
  t = await createStaffApp({ role: 'admin' });
  rch = await startRtSimulator({ protocol: 'rch_xml', serial: '72IV6003831' });
  epson = await startRtSimulator({ protocol: 'epson_fpmate' });
});
afterAll(async () => {
  await rch.close();
  await epson.close();
  await t.close();
});

const post = (path: string, body?: unknown) =>
  t.request('POST', path, { cookie: t.cookie, ...(body === undefined ? {} : { body }) });

async function addRch(url: string): Promise<string> {
  const response = await post(BASE, { name: 'RCH banco', protocol: 'rch_xml', url });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await readJson<{ id: string }>(response)).id;
}
const prova = async (id: string) => readJson<Test>(await post(`${BASE}/${id}/test`));

describe('Settings → Registratore telematico with an RCH RT', () => {
  it('Prova reads the serial, keeps it, and says in Italian what stops the RT', async () => {
    const id = await addRch(rch.url);
    expect(await prova(id)).toEqual({ ok: true, serial: '72IV6003831', problems: [] });
    const shown = await readJson<{ serial: string | null; protocol: string }>(
      await t.request('GET', `${BASE}/${id}`, { cookie: t.cookie }),
    );
    expect(shown).toMatchObject({ serial: '72IV6003831', protocol: 'rch_xml' });
    expect(rch.lines().at(-1)).toMatchObject({
      path: '/service.cgi',
      body: expect.stringContaining('<cmd>&lt;&lt;/?m</cmd>'),
    });

    rch.state.fault = 'paper_end';
    expect((await prova(id)).problems).toEqual([expect.stringContaining('Carta esaurita')]);
    rch.state.fault = 'cover_open';
    expect((await prova(id)).problems).toEqual([expect.stringContaining('Coperchio')]);
    rch.state.fault = 'unreachable';
    expect((await prova(id)).problems).toEqual([expect.stringContaining('non è raggiungibile')]);
    rch.state.fault = 'none';
  });

  it('Prova says when the address answers but not as an RCH', async () => {
    const result = await prova(await addRch(epson.url));
    expect(result).toEqual({
      ok: false,
      serial: null,
      problems: [
        `All'indirizzo ${epson.url} non risponde un registratore RCH (XML): controllare protocollo e indirizzo.`,
      ],
    });
  });

  it('Apri cassetto sends the drawer key to the RCH', async () => {
    const id = await addRch(rch.url);
    expect(await readJson(await post(`${BASE}/${id}/drawer`))).toEqual({
      ok: true,
      message: 'Cassetto aperto',
    });
    expect(rch.lines().at(-1)?.body).toContain('<cmd>=C86</cmd>');
  });
});
