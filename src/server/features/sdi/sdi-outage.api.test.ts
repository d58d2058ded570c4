import { expect, it } from 'vitest';
import type { SdiSimulator } from '../../sdi-simulator/sdi-simulator';
import type { StaffApp } from '../../test/staff-test-kit';
import { eventually, issuedInvoice, journeyOf, shopOnSimulatorForFile } from './sdi-test-kit';
import { runSdiChannel } from './sdi-worker.service';

/**
 * The outage drill in small: the intermediary is down while 100 invoices are issued with automatic
 * send on; once it is back every invoice is delivered, each sent exactly once (the simulator's log
 * is the witness). Time is compressed through the app's clock, past the backoff.
 */
let t: StaffApp;
let simulator: SdiSimulator;
shopOnSimulatorForFile(async (shop) => {
  ({ t, simulator } = shop);
  await t.request('PUT', '/api/settings/sdi', {
    cookie: t.cookie,
    body: { channel: 'acube', base_url: simulator.url, send_on_issue: true },
  });
});

it('an outage during 100 issues delays the sends; afterwards each is delivered once', async () => {
  const start = Date.now();
  simulator.fault.down = true;
  const ids: string[] = [];
  for (let i = 0; i < 100; i += 1) {
    t.setNow(new Date(start + i * 1000).toISOString());
    ids.push(await issuedInvoice(t));
    if (i % 25 === 0) expect((await runSdiChannel(t.deps)).sent).toBe(0);
  }
  simulator.fault.down = false;
  t.setNow(new Date(start + 2 * 60 * 60_000).toISOString());
  const pass = await runSdiChannel(t.deps);
  expect(pass.sent + (await runSdiChannel(t.deps)).sent).toBe(100);
  await eventually(
    async () => (await runSdiChannel(t.deps)).notifications,
    () =>
      simulator.sends.size === 100 &&
      [...simulator.sends.values()].every((s) => s.notifications.length === 1),
  );
  await runSdiChannel(t.deps);
  const sends = simulator.log.filter((l) => l.kind === 'send');
  expect(sends).toHaveLength(100);
  expect(new Set(sends.map((s) => s.idempotency_key)).size).toBe(100);
  for (const id of ids) expect((await journeyOf(t, id)).status).toBe('consegnata');
}, 120_000);
