import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLine, refusal, startCli } from '../test/cli-process';
import { type SdiSimulator, startSdiSimulator } from './sdi-simulator';

/** The simulator's own contract: what the README tells a person to send it, and its answers. */
let sim: SdiSimulator;
beforeAll(async () => {
  sim = await startSdiSimulator({ delayMs: 10 });
});
afterAll(() => sim.close());

const control = (what: string, body: BodyInit, query = '') =>
  fetch(`${sim.url}/_control/${what}${query}`, { method: 'POST', body });
const auth = { authorization: 'Bearer sim-token' };

async function sendAndWait(xml: string) {
  const sent = await fetch(`${sim.url}/invoices`, { method: 'POST', headers: auth, body: xml });
  const { uuid } = (await sent.json()) as { uuid: string };
  for (;;) {
    const answer = await fetch(`${sim.url}/invoices/${uuid}/notifications`, { headers: auth });
    const list = (await answer.json()) as { type: string; file: string }[];
    if (list[0]) return list[0];
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('the SDI simulator', () => {
  it('refuses an outcome the SDI does not have, or a body that is not JSON, and queues nothing', async () => {
    const unknown = await control('next', JSON.stringify({ outcome: 'OK' }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      message: 'outcome deve essere uno di RC, NS, MC, NE, DT',
    });
    const broken = await control('next', '{outcome');
    expect(broken.status).toBe(400);
    const badErrors = await control('next', JSON.stringify({ outcome: 'NS', errors: ['x'] }));
    expect(badErrors.status).toBe(400);
    expect((await sendAndWait('<a/>')).type).toBe('RC');
  });

  it('writes an error description with < and & into a well-formed notification file', async () => {
    const errors = [{ code: '00400', description: 'Aliquota <22> & natura' }];
    expect((await control('next', JSON.stringify({ outcome: 'NS', errors }))).status).toBe(200);
    const notification = await sendAndWait('<a/>');
    expect(notification.type).toBe('NS');
    expect(XMLValidator.validate(notification.file)).toBe(true);
    expect(notification.file).toContain(
      '<Descrizione>Aliquota &lt;22&gt; &amp; natura</Descrizione>',
    );
  });

  it('takes a supplier invoice as the raw file (a P7M as it is) or as JSON, and serves it back', async () => {
    const p7m = Buffer.from([0x30, 0x82, 0x01, 0x00, 0xff, 0x00, 0x7b]);
    const raw = await control('supplier-invoice', p7m, '?file_name=IT01_00001.xml.p7m');
    const { uuid } = (await raw.json()) as { uuid: string };
    const xml = '<?xml version="1.0"?><p:FatturaElettronica/>';
    const json = await control(
      'supplier-invoice',
      JSON.stringify({ file_name: 'IT01_00002.xml', file: xml }),
    );
    expect(json.status).toBe(200);
    const listed = await fetch(`${sim.url}/invoices?downloaded=false`, { headers: auth });
    expect(await listed.json()).toEqual([
      { uuid, file_name: 'IT01_00001.xml.p7m' },
      { uuid: expect.any(String), file_name: 'IT01_00002.xml' },
    ]);
    const file = await fetch(`${sim.url}/invoices/${uuid}`, { headers: auth });
    expect(Buffer.from(await file.arrayBuffer())).toEqual(p7m);
    expect((await control('supplier-invoice', '')).status).toBe(400);
    expect((await control('supplier-invoice', '{"file_name":"x.xml"}')).status).toBe(400);
  });
});

const CLI = 'src/server/sdi-simulator/sdi-simulator-cli.ts';

describe('npm run sdi:simulator', () => {
  it('refuses a port or delay that is not a whole number, saying which', async () => {
    expect(await refusal(startCli(CLI, '--port', '40x0'))).toEqual({
      code: 2,
      stderr: '--port deve essere un numero intero ≥ 0, non «40x0»\n',
    });
    expect((await refusal(startCli(CLI, '--delay', '1.5'))).code).toBe(2);
  });

  it('starts on the port asked, logs each send to its file, and answers the API', async () => {
    const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sdi-sim-')), 'log.jsonl');
    const cli = startCli(CLI, '--port', '0', '--delay', '10', '--log', log);
    try {
      const banner = await firstLine(cli);
      const url = /su (http:\/\/127\.0\.0\.1:\d+);/.exec(banner)?.[1];
      expect(url).toBeDefined();
      const login = await fetch(`${url}/login`, { method: 'POST' });
      expect(await login.json()).toEqual({ token: 'sim-token' });
      await fetch(`${url}/invoices`, { method: 'POST', headers: auth, body: '<a/>' });
      expect(JSON.parse(fs.readFileSync(log, 'utf8'))).toMatchObject({ kind: 'send', bytes: 4 });
    } finally {
      cli.kill();
    }
  });
});
