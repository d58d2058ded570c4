import type { APIRequestContext } from '@playwright/test';
import {
  type RtSimulatorHandle,
  startRtSimulator,
} from '../../src/server/features/fiscal-devices/rt-simulator-test-kit';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { scannedOntoSale } from './support/counter-sale';
import { createTicketViaApi, SAVE_TIMEOUT } from './support/tickets';

// axe-core is injected as a script: the app's CSP would (rightly) refuse it.
test.use({ bypassCSP: true });

let rt: RtSimulatorHandle;
test.beforeAll(async () => {
  rt = await startRtSimulator({ serial: '99MEY054321' });
});
test.afterAll(() => rt.close());

/** Runs `use` with a device on the simulator enabled, and disables it again whatever happens. */
async function withRtOn(adminApi: APIRequestContext, use: () => Promise<void>) {
  const created = await adminApi.post('/api/settings/fiscal-devices', {
    data: { name: 'Cassa banco', url: rt.url, timeout_ms: 2000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const device = (await created.json()) as { id: string; version: number };
  try {
    await use();
  } finally {
    await adminApi.patch(`/api/settings/fiscal-devices/${device.id}`, {
      data: { version: device.version, enabled: false },
    });
  }
}

/**
 * The RT from Settings to the counter: an admin points Sportello at the shop's RT (here the
 * simulator), *Prova* reads its serial, and *Incassa* on a ticket prints the documento
 * commerciale, shown *Emesso* with the RT's numbers. The device is disabled at the end: the
 * other specs share this server and expect no RT.
 */
test('configure the RT, Prova, and Incassa prints the documento commerciale @pg', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  await page.goto('/settings#registratore');
  const section = page.getByRole('region', { name: 'Registratore telematico' });
  await section.getByLabel('Indirizzo del registratore').fill(rt.url);
  await section.getByRole('button', { name: 'Salva registratore' }).click();
  await expect(section.getByText('Registratore salvato')).toBeVisible({ timeout: SAVE_TIMEOUT });
  try {
    await section.getByRole('button', { name: 'Prova' }).click();
    await expect(section.getByText('Registratore pronto: matricola 99MEY054321')).toBeVisible({
      timeout: SAVE_TIMEOUT,
    });
    await expectNoSeriousA11yViolations(page);

    const ticket = await createTicketViaApi(page.request, { price: 30 });
    await page.goto(`/tickets/${ticket.id}/dettagli`);
    await page
      .getByRole('region', { name: 'Pagamenti' })
      .getByRole('button', { name: 'Incassa' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Incassa' });
    await dialog.getByLabel('Metodo di pagamento').selectOption({ label: 'Carta di credito' });
    await dialog.getByRole('button', { name: 'Registra incasso' }).click();
    await expect(dialog.getByText(/Documento commerciale Emesso: n\. 0001-0001/)).toBeVisible({
      timeout: SAVE_TIMEOUT,
    });
    await expectNoSeriousA11yViolations(page);
    expect(rt.documents()).toHaveLength(1);
    expect(rt.documents()[0]?.body).toContain('payment="30,00" paymentType="2"');
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect(dialog).toBeHidden();
  } finally {
    const list = await page.request.get('/api/settings/fiscal-devices');
    for (const device of ((await list.json()) as { items: { id: string; version: number }[] })
      .items)
      await page.request.patch(`/api/settings/fiscal-devices/${device.id}`, {
        data: { version: device.version, enabled: false },
      });
  }
});

/**
 * X and Z from the cash-day screen: the RT's totals beside Sportello's, the Z behind its
 * confirmation (admins), axe clean; the device is disabled again at the end.
 */
test('Lettura X and Chiusura Z from the cash day, totals beside Sportello @pg', async ({
  page,
  signInAs,
  adminApi,
}) => {
  await signInAs('admin');
  await withRtOn(adminApi, async () => {
    await page.goto('/cassa');
    const drawer = page.getByRole('region', { name: 'Cassa del giorno' });
    await drawer.getByLabel(/^Fondo cassa di /).fill('50');
    await drawer.getByRole('button', { name: 'Apri la cassa' }).click();
    await expect(drawer.getByText(/cassa aperta da/)).toBeVisible({ timeout: SAVE_TIMEOUT });
    const ticket = await createTicketViaApi(page.request, { price: 30 });
    const paid = await page.request.post('/api/payments', {
      data: { ticket_id: ticket.id, amount: 30, method: 'carta' },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    await page.reload();
    await drawer.getByRole('button', { name: 'Lettura X' }).click();
    const totals = drawer.getByRole('table', { name: 'Totali del registratore e di Sportello' });
    await expect(
      // The shop's day holds the other specs' payments too: the row, not its figures, is checked.
      totals.getByRole('row', { name: /^Pagamenti elettronici\s+[\d.]+,\d\d\s€\s+[\d.]+,\d\d\s€/ }),
    ).toBeVisible({ timeout: SAVE_TIMEOUT });
    expect(rt.lines().filter((l) => l.body.includes('<printXReport'))).toHaveLength(1);
    await expectNoSeriousA11yViolations(page);

    const zBefore = rt.state.zNumber;
    await drawer.getByRole('button', { name: 'Chiusura Z' }).click();
    const confirm = page.getByRole('dialog', { name: 'Chiusura Z del registratore' });
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Esegui chiusura Z' }).click();
    await expect(confirm).toBeHidden({ timeout: SAVE_TIMEOUT });
    expect(rt.lines().filter((l) => l.body.includes('<printZReport'))).toHaveLength(1);
    expect(rt.state.zNumber).toBe(zBefore + 1);
  });
});

/**
 * The lottery code at the counter, with the RT on (the only time it is asked): refused on a cash
 * sale with the reason beside the field, printed on the card sale's documento commerciale. An
 * employee sells; the admin enables the RT and disables it again at the end.
 */
test('the lottery code: refused on a cash sale with the reason, printed on a card sale @pg', async ({
  page,
  signInAs,
  adminApi,
}) => {
  await withRtOn(adminApi, async () => {
    await signInAs('employee');
    await scannedOntoSale(page, '15,00');
    await page.getByRole('button', { name: 'Incassa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Incassa' });
    await dialog.getByRole('button', { name: 'Contanti' }).click();
    await dialog.getByLabel('Codice lotteria').fill('abcd1234');
    await expect(dialog.getByLabel('Codice lotteria')).toHaveValue('ABCD1234');
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await expect(
      dialog.getByText(/Il codice lotteria vale solo per acquisti pagati interamente/).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Carta' }).click();
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByRole('region', { name: /^Vendita V-/ })).toBeVisible({
      timeout: SAVE_TIMEOUT,
    });
    expect(rt.documents().at(-1)?.body).toContain(
      '<printRecLotteryID operator="1" code="ABCD1234"',
    );
  });
});

/**
 * An RT that does not answer at the counter, on a phone: the sale is recorded and its documento
 * commerciale is *Da emettere* with the reason; once the RT is back, *Riprova* prints it (once).
 * Axe in both themes on the pending state.
 */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an unreachable RT leaves the sale recorded, Riprova prints it @pg', async ({
    page,
    signInAs,
    adminApi,
  }) => {
    await withRtOn(adminApi, async () => {
      await signInAs('employee');
      await scannedOntoSale(page, '12,00');
      const printed = rt.documents().length;
      rt.state.fault = 'unreachable';
      try {
        await page.getByRole('button', { name: 'Incassa' }).click();
        const dialog = page.getByRole('dialog', { name: 'Incassa' });
        await dialog.getByRole('button', { name: 'Carta' }).click();
        await dialog.getByRole('button', { name: 'Conferma' }).click();
        const done = page.getByRole('region', { name: /^Vendita V-/ });
        await expect(done.getByRole('status')).toContainText(
          'Documento commerciale Da emettere: Il registratore telematico non è raggiungibile',
          { timeout: SAVE_TIMEOUT },
        );
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await expectNoSeriousA11yViolations(page);
        }
      } finally {
        rt.state.fault = 'none';
      }
      const done = page.getByRole('region', { name: /^Vendita V-/ });
      await done.getByRole('button', { name: 'Riprova' }).click();
      await expect(done.getByRole('status')).toContainText(/Documento commerciale Emesso: n\. /, {
        timeout: SAVE_TIMEOUT,
      });
      await expect(done.getByRole('button', { name: 'Riprova' })).toHaveCount(0);
      expect(rt.documents()).toHaveLength(printed + 1);
      expect(rt.documents().at(-1)?.body).toContain('payment="12,00" paymentType="2"');
    });
  });
});
