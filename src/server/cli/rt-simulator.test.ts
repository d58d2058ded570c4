import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { epsonDriver } from '../features/fiscal-devices/epson-driver';
import { GOLDEN_RECEIPTS } from '../features/fiscal-devices/golden-scenarios';
import { firstLine, refusal, startCli } from '../test/cli-process';

/** `npm run rt:simulator` as the README tells a shop to start it. */
const CLI = 'src/server/cli/rt-simulator.ts';

describe('npm run rt:simulator', () => {
  it('refuses an unknown protocol or fault and a latency that is not a whole number', async () => {
    expect(await refusal(startCli(CLI, '--latency', '300ms'))).toEqual({
      code: 2,
      stderr: '--latency deve essere un numero intero ≥ 0, non «300ms»\n',
    });
    expect((await refusal(startCli(CLI, '--protocol', 'olivetti'))).stderr).toMatch(
      /^Protocollo non ancora simulato: olivetti/,
    );
    expect((await refusal(startCli(CLI, '--fault', 'fire'))).code).toBe(2);
  });

  it('prints a document on the port asked and writes the request and its answer to the journal', async () => {
    const journal = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rt-sim-')), 'rt.jsonl');
    const cli = startCli(CLI, '--port', '0', '--protocol', 'epson_fpmate', '--journal', journal);
    try {
      const banner = await firstLine(cli);
      const port = /su http:\/\/localhost:(\d+)\//.exec(banner)?.[1];
      expect(banner).toContain(`Registratore simulato (Epson FPMate)`);
      const answer = await epsonDriver(`http://127.0.0.1:${port}`, 2000).print(
        GOLDEN_RECEIPTS.cash,
      );
      expect(answer).toMatchObject({
        success: true,
        info: { fiscalReceiptNumber: '1', zRepNumber: '1', fiscalReceiptAmount: '15,00' },
      });
      const lines = fs
        .readFileSync(journal, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ path: '/cgi-bin/fpmate.cgi' });
      expect(lines[0].body).toContain('<printerFiscalReceipt>');
      expect(lines[0].answer).toContain('success="true"');
    } finally {
      cli.kill();
    }
  });
});
