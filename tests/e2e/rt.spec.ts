import type { APIRequestContext, Page } from '@playwright/test';
import {
  type RtSimulatorHandle,
  startRtSimulator,
} from '../../src/server/features/fiscal-devices/rt-simulator-test-kit';
import { expect, test } from './fixtures';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsInBothThemes,
} from './support/axe';
import { productOnShelf, scan, scannedOntoSale } from './support/counter-sale';
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
/**
 * The counter against the RT on a phone and a tablet: two scans, *Incassa*, *Carta*, *Conferma* —
 * five key presses — print one documento commerciale with both items; a sale paid part by card
 * and part in cash prints one document with both tenders. Axe in both themes.
 */
for (const { name, viewport } of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'tablet', viewport: { width: 820, height: 1180 } },
]) {
  test.describe(`the counter on a ${name}`, () => {
    test.use({ viewport });

    test('five key presses print the sale; card and cash print one document @pg', async ({
      page,
      signInAs,
      adminApi,
    }) => {
      await withRtOn(adminApi, async () => {
        await signInAs('employee');
        const cover = await productOnShelf(page.request, '12,50');
        const cable = await productOnShelf(page.request, '9,90');
        await page.goto('/vendita');
        await scan(page, cover.ean);
        await expect(page.getByRole('listitem', { name: cover.name })).toBeVisible();
        await scan(page, cable.ean);
        await expect(page.getByText(/Totale\s*22,40\s€/)).toBeVisible();
        const printed = rt.documents().length;
        await page.keyboard.press('Enter'); // Incassa
        const dialog = page.getByRole('dialog', { name: 'Incassa' });
        await expect(dialog).toBeVisible();
        await page.keyboard.press('2'); // Carta
        await expect(dialog.getByRole('button', { name: 'Conferma' })).toBeFocused();
        await page.keyboard.press('Enter'); // Conferma: the fifth key
        const done = page.getByRole('region', { name: /^Vendita V-/ });
        await expect(done.getByRole('status')).toContainText(/Documento commerciale Emesso: n\. /, {
          timeout: SAVE_TIMEOUT,
        });
        expect(rt.documents()).toHaveLength(printed + 1);
        const sold = rt.documents().at(-1)?.body ?? '';
        expect(sold.match(/<printRecItem /g)).toHaveLength(2);
        expect(sold).toContain('payment="22,40" paymentType="2"');
        await expectNoSeriousA11yViolationsInBothThemes(page);

        await page.getByRole('button', { name: 'Nuova vendita' }).click();
        await scan(page, cover.ean);
        await expect(page.getByRole('listitem', { name: cover.name })).toBeVisible();
        await page.getByRole('button', { name: 'Incassa' }).click();
        await dialog.getByRole('button', { name: 'Carta' }).click();
        await dialog.getByLabel('Importo (€)').fill('5');
        await dialog.getByRole('button', { name: 'Aggiungi pagamento' }).click();
        await expect(dialog.getByLabel('Importo (€) (pagamento 2)')).toHaveValue('7,50');
        await dialog.getByLabel('Contanti ricevuti (€) (pagamento 2)').fill('10');
        await expect(dialog.getByText('Resto: 2,50 €')).toBeVisible();
        await dialog.getByRole('button', { name: 'Conferma' }).click();
        await expect(done.getByRole('status')).toContainText(/Documento commerciale Emesso: n\. /, {
          timeout: SAVE_TIMEOUT,
        });
        expect(rt.documents()).toHaveLength(printed + 2);
        const split = rt.documents().at(-1)?.body ?? '';
        expect(split).toContain('payment="5,00" paymentType="2"');
        expect(split).toContain('payment="7,50" paymentType="0"');
      });
    });
  });
}

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
        await expectNoSeriousA11yViolationsInBothThemes(page);
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

/** A counter sale made through the API (any staff), its documento commerciale as it ended. */
async function saleViaApi(request: APIRequestContext, description: string, price: string) {
  const made = await request.post('/api/sales', {
    data: {
      lines: [{ description, quantity: 3, unit_price: price }],
      tenders: [{ method: 'carta', amount: (Number(price.replace(',', '.')) * 300) / 100 }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const sale = (await made.json()) as {
    receipt: { id: string; status: string; z_number: number; document_number: number };
  };
  return sale.receipt;
}

const rtNumber = (receipt: { z_number: number; document_number: number }) =>
  `${String(receipt.z_number).padStart(4, '0')}-${String(receipt.document_number).padStart(4, '0')}`;

/** The row of the documents list whose RT number (or reason) cell reads exactly `text`. */
const documentRow = (page: Page, text: string) =>
  page
    .getByRole('table', { name: 'Documenti commerciali' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) });

/**
 * The documenti commerciali from /cassa: a printed sale listed *Emesso* with its RT number;
 * *Ristampa* sends a non-fiscal copy (no second document in the journal); *Reso* of one piece
 * prints a reso citing it, listed; *Apri cassetto* sends the drawer command; *Annulla* of another
 * sale, confirmed, prints an annullo citing it and the sale offers it no more. Axe in both themes.
 */
test('documenti commerciali: Ristampa, Reso citing the original, Apri cassetto, Annulla @pg', async ({
  page,
  signInAs,
  adminApi,
}) => {
  await signInAs('admin');
  await withRtOn(adminApi, async () => {
    const description = `Cover ${Date.now()}`;
    const sale = await saleViaApi(page.request, description, '12,00');
    expect(sale.status).toBe('emesso');
    await page.goto('/cassa');
    await page.getByRole('link', { name: 'Documenti commerciali' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Documenti commerciali' }),
    ).toBeVisible();
    const row = documentRow(page, `n. ${rtNumber(sale)}`);
    await expect(row).toContainText('Vendita');
    await expect(row).toContainText('Emesso');
    await expect(row).toContainText('36,00 €');
    await expect(row.getByRole('link', { name: 'Vendita al banco' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);

    const printed = rt.documents().length;
    const copies = () => rt.lines().filter((l) => l.body.includes('<printerNonFiscal>')).length;
    const copiesBefore = copies();
    await row.getByRole('button', { name: /^Ristampa/ }).click();
    await expect(row.getByRole('status')).toHaveText('Copia di cortesia stampata', {
      timeout: SAVE_TIMEOUT,
    });
    expect(copies()).toBe(copiesBefore + 1);
    expect(rt.documents()).toHaveLength(printed);

    await row.getByRole('button', { name: /^Reso/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reso del documento commerciale' });
    await expect(dialog).toContainText(`cita il documento n. ${rtNumber(sale)}`);
    const quantity = dialog.getByLabel(`${description}: quantità da rendere (su 3)`);
    await expect(quantity).toBeFocused();
    await expect(dialog.getByText('Da rimborsare: 36,00 €')).toBeVisible();
    await quantity.selectOption('1');
    await expect(dialog.getByText('Da rimborsare: 12,00 €')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Registra il reso' }).click();
    await expect(dialog).toBeHidden({ timeout: SAVE_TIMEOUT });
    const reso = page
      .getByRole('table', { name: 'Documenti commerciali' })
      .getByRole('row')
      .filter({ hasText: `Cita n. ${rtNumber(sale)}` });
    await expect(reso).toContainText('Reso');
    await expect(reso).toContainText('Emesso');
    await expect(reso).toContainText('-12,00 €');
    expect(rt.documents()).toHaveLength(printed + 1);
    expect(rt.documents().at(-1)?.body).toContain(`RESO ${rtNumber(sale).replace('-', ' ')}`);

    await page.getByRole('link', { name: 'Torna alla cassa' }).click();
    const drawers = () => rt.lines().filter((l) => l.body.includes('<openDrawer')).length;
    const drawersBefore = drawers();
    await page.getByRole('button', { name: 'Apri cassetto' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cassetto aperto' })).toBeVisible({
      timeout: SAVE_TIMEOUT,
    });
    expect(drawers()).toBe(drawersBefore + 1);

    const voided = await saleViaApi(page.request, `Cuffie ${Date.now()}`, '20,00');
    await page.goto('/cassa/documenti'); // a sale made by the API: the page reads the list again
    await documentRow(page, `n. ${rtNumber(voided)}`)
      .getByRole('button', { name: /^Annulla/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Annulla il documento commerciale' });
    await expect(confirm).toContainText(`cita il documento n. ${rtNumber(voided)}`);
    await confirm.getByRole('button', { name: 'Annulla il documento' }).click();
    await expect(confirm).toBeHidden({ timeout: SAVE_TIMEOUT });
    const annullo = page
      .getByRole('table', { name: 'Documenti commerciali' })
      .getByRole('row')
      .filter({ hasText: `Cita n. ${rtNumber(voided)}` });
    await expect(annullo).toContainText('Annullo');
    await expect(annullo).toContainText('-60,00 €');
    await expect(
      documentRow(page, `n. ${rtNumber(voided)}`).getByRole('button', { name: /^Annulla/ }),
    ).toHaveCount(0);
    expect(rt.documents().at(-1)?.body).toContain(`ANNULLO ${rtNumber(voided).replace('-', ' ')}`);
  });
});

/**
 * A document the RT could not emit, found again after the sale screen is gone: /cassa counts it
 * and links to *Da sistemare*, where an employee's *Riprova* emits it once (no *Reso* nor
 * *Annulla* for an employee). On a phone, axe in both themes, nothing wider than the screen.
 */
test.describe('documents to fix on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a document da emettere shows on /cassa and in Da sistemare, Riprova emits it @pg', async ({
    page,
    signInAs,
    adminApi,
  }) => {
    await withRtOn(adminApi, async () => {
      await signInAs('employee');
      rt.state.fault = 'unreachable';
      const printed = rt.documents().length;
      let pending: Awaited<ReturnType<typeof saleViaApi>>;
      try {
        pending = await saleViaApi(page.request, `Caricatore ${Date.now()}`, '5,90');
        expect(pending.status).toBe('da_emettere');
        await page.goto('/cassa');
        const alert = page.getByText(/\d+ document[oi] commercial[ei] da sistemare/);
        await expect(alert).toBeVisible();
        await page.getByRole('link', { name: 'Vedi i documenti da sistemare' }).click();
        await expect(page).toHaveURL(/\/cassa\/documenti\?stato=da_sistemare$/);
        await expect(page.getByLabel('Mostra')).toHaveValue('da_sistemare');
        const row = page
          .getByRole('table', { name: 'Documenti commerciali' })
          .getByRole('row')
          .filter({ hasText: '17,70 €' });
        await expect(row.first()).toContainText('Da emettere');
        await expect(row.first()).toContainText('non è raggiungibile');
        await expectNoSeriousA11yViolationsInBothThemes(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
      } finally {
        rt.state.fault = 'none';
      }
      const row = page
        .getByRole('table', { name: 'Documenti commerciali' })
        .getByRole('row')
        .filter({ hasText: '17,70 €' })
        .filter({ hasText: 'Da emettere' });
      await row
        .first()
        .getByRole('button', { name: /^Riprova/ })
        .click();
      await expect.poll(() => rt.documents().length, { timeout: SAVE_TIMEOUT }).toBe(printed + 1);
      await page.getByLabel('Mostra').selectOption({ label: 'Tutti i documenti' });
      const shown = await page.request.get(`/api/receipts/${pending.id}`);
      const emitted = documentRow(page, `n. ${rtNumber(await shown.json())}`);
      await expect(emitted).toContainText('17,70 €');
      await expect(emitted).toContainText('Emesso');
      await expect(emitted.getByRole('button', { name: /^Ristampa/ })).toBeVisible();
      await expect(emitted.getByRole('button', { name: /^Reso/ })).toHaveCount(0);
      await expect(emitted.getByRole('button', { name: /^Annulla/ })).toHaveCount(0);
    });
  });
});
