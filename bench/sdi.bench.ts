import { transmissionStatuses } from '../src/server/features/sdi/sdi-transmissions.service';
import { runSdiChannel } from '../src/server/features/sdi/sdi-worker.service';
import { startSdiSimulator } from '../src/server/sdi-simulator/sdi-simulator';
import { SDI_CORRECTION } from '../src/server/test/sdi-correction';
import { createTestApp } from '../src/server/test/test-app';
import { configureSdiShop, expectOk, issueOne, shopCustomer } from './lib/sdi-shop';

/**
 * The channel's figure: 100 invoices issued with automatic send and no manual step, the simulator
 * answering RC, NS, MC, NE and DT in turn (20 each); every send must reach the state its
 * notification means, and every scartata is delivered after one *Correggi e reinvia* (the
 * customer's address corrected, `POST /api/invoices/:id/resend`: same number and date, a new
 * file; on the page, *Correggi e reinvia*, the field, *Reinvia*). Timed from
 * the first issue until every invoice settled. Run: npx tsx bench/sdi.bench.ts (TEST_DB picks
 * the engine, as for the tests).
 */
const INVOICES = 100;
const OUTCOMES = ['RC', 'NS', 'MC', 'NE', 'DT'] as const;
const STATE_OF: Record<string, string> = {
  RC: 'consegnata',
  NS: 'scartata',
  MC: 'mancata_consegna',
  NE: 'consegnata',
  DT: 'decorrenza_termini',
};

async function main() {
  const simulator = await startSdiSimulator({ delayMs: 20 });
  const t = await createTestApp();
  try {
    const cookie = await t.signIn((await t.addUser('admin')).email);
    await configureSdiShop(t, cookie, simulator.url);
    const customerId = await shopCustomer(t, cookie);
    for (let i = 0; i < INVOICES; i += 1)
      await fetch(`${simulator.url}/_control/next`, {
        method: 'POST',
        body: JSON.stringify({ outcome: OUTCOMES[i % OUTCOMES.length] }),
      });
    const started = performance.now();
    const ids: string[] = [];
    for (let i = 0; i < INVOICES; i += 1) ids.push(await issueOne(t, cookie, customerId));
    const answered = () =>
      [...simulator.sends.values()].filter((s) => s.notifications.length > 0).length;
    // The job's passes (every minute in production) until the SDI answered each, then one more
    // pass to read the last answers.
    while (answered() < INVOICES) {
      await runSdiChannel(t.deps);
      await new Promise((r) => setTimeout(r, 50));
    }
    await runSdiChannel(t.deps);
    const settledMs = Math.round(performance.now() - started);
    const rows = await t.db
      .selectFrom('sdi_transmissions')
      .select(['invoice_id', 'state', 'provider_id'])
      .execute();
    const wrong = rows.filter((row) => {
      const sent = simulator.sends.get(row.provider_id ?? '');
      const type = (sent?.notifications[0] as { type?: string } | undefined)?.type ?? '';
      return STATE_OF[type] !== row.state;
    });
    const rejected = rows.filter((r) => r.state === 'scartata').map((r) => r.invoice_id);
    const resendStarted = performance.now();
    for (const id of rejected)
      await expectOk(
        await t.request('POST', `/api/invoices/${id}/resend`, { cookie, body: SDI_CORRECTION }),
        202,
      );
    while (answered() < INVOICES + rejected.length) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await runSdiChannel(t.deps);
    const resendMs = Math.round(performance.now() - resendStarted);
    const after = Object.values(await transmissionStatuses(t.deps, rejected));
    const resentDelivered = after.filter((s) => s === 'consegnata').length;
    const byState: Record<string, number> = {};
    for (const row of rows) byState[row.state] = (byState[row.state] ?? 0) + 1;
    process.stdout.write(
      `${process.env.TEST_DB ?? 'sqlite'}: ${ids.length} invoices issued and settled in ${settledMs} ms; ` +
        `states ${JSON.stringify(byState)}; ` +
        `${wrong.length} in a wrong state; ${rejected.length} scartate corrected and resent (1 request each) in ${resendMs} ms, ` +
        `${resentDelivered} of them delivered\n`,
    );
    if (wrong.length > 0 || resentDelivered !== rejected.length) process.exitCode = 1;
  } finally {
    await simulator.close();
    await t.close();
  }
}

await main();
