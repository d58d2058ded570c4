import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Listener, listen, socketRequest } from '../../test/socket-request';
import { createTestApp, type TestApp } from '../../test/test-app';
import { IMPORT_MESSAGES } from './products-import-rows';

/**
 * The CSV import over a real socket: a file past 5 MB is refused with the import's own message
 * while it is still arriving (before, the general 1 MB cap answered first with a generic one).
 */
let t: TestApp;
let server: Listener;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.signIn((await t.addUser('employee')).email);
  server = await listen(t.app.fetch);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const BOUNDARY = 'confine-csv';

/** A multipart upload of a CSV with `rows` rows of about 1 kB each, sent in chunks. */
function sendCsv(rows: number) {
  let sent = 0;
  const line = `RIGA;Pezzo;${'x'.repeat(1_000)}\n`;
  return socketRequest(`${server.origin}/api/products/import?dry_run=true`, {
    method: 'POST',
    headers: {
      origin: server.origin,
      cookie: employee,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    send: (request) => {
      request.write(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\n` +
          'Content-Type: text/csv\r\n\r\nSKU;Nome;Descrizione\n',
      );
      let written = 0;
      const pump = () => {
        while (written < rows) {
          written += 1;
          sent += line.length;
          if (!request.write(line.replace('RIGA', `S-${written}`)))
            return void request.once('drain', pump);
        }
        request.end(`\r\n--${BOUNDARY}--\r\n`);
      };
      pump();
    },
  }).then((answer) => ({ ...answer, sent }));
}

describe('CSV import size over a socket', () => {
  it('reads a 4.9 MB file through, and stops a 300 MB one at 5 MB with its own message', async () => {
    const fits = await sendCsv(4_900);
    expect(fits.status, fits.body).toBe(200);
    expect(JSON.parse(fits.body)).toMatchObject({ rows: 4_900, errors: [] });

    const huge = await sendCsv(300_000);
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body).error.message).toBe(IMPORT_MESSAGES.tooLarge);
    expect(huge.sent).toBeLessThan(100 * 1024 * 1024);
  }, 60_000);
});
