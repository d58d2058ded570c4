import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdRequests } from './support/network';
import { createQuoteViaApi } from './support/quotes';
import { createTicketViaApi, uniqueContacts } from './support/tickets';

/**
 * Records, from the first byte of the page, whether its loading text ever appeared: a cold load
 * that renders once with its data never shows it (decision 031).
 */
async function watchForText(page: Page, text: string): Promise<void> {
  await page.addInitScript((watched) => {
    const seen = () => document.body?.textContent?.includes(watched) ?? false;
    (window as unknown as { sawText: boolean }).sawText = false;
    new MutationObserver(() => {
      if (seen()) (window as unknown as { sawText: boolean }).sawText = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
}

const sawText = (page: Page) =>
  page.evaluate(() => (window as unknown as { sawText: boolean }).sawText);

/** The page's whole text at the moment `marker` first appeared in it: what its first render drew. */
async function recordTextWhenShown(page: Page, marker: string): Promise<void> {
  await page.addInitScript((watched) => {
    const state = window as unknown as { firstText?: Record<string, string> };
    state.firstText ??= {};
    const firstText = state.firstText;
    new MutationObserver(() => {
      const text = document.body?.textContent ?? '';
      if (firstText[watched] === undefined && text.includes(watched)) firstText[watched] = text;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, marker);
}

const textWhenShown = (page: Page, marker: string) =>
  page.evaluate(
    (watched) =>
      (window as unknown as { firstText?: Record<string, string> }).firstText?.[watched] ?? '',
    marker,
  );

test("a ticket's page opens with its data in the first render", async ({ page, signInAs }) => {
  await signInAs('employee');
  const ticket = await createTicketViaApi(page.request);
  await watchForText(page, 'Caricamento del ticket');
  await page.goto(`/tickets/${ticket.id}/dettagli`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Ticket ${ticket.ticket_number}` }),
  ).toBeVisible();
  expect(await sawText(page)).toBe(false);
});

test("a ticket's payments, invoices and WhatsApp arrive with its first render", async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  const ticket = await createTicketViaApi(page.request, {
    customer_phone: uniqueContacts().phone,
  });
  await recordTextWhenShown(page, `Ticket ${ticket.ticket_number}`);
  await page.goto(`/tickets/${ticket.id}/dettagli`);
  await expect(page.getByRole('heading', { level: 2, name: 'Pagamenti' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp al cliente' })).toBeVisible();
  // Drawn later, each would push down what follows it.
  const firstText = await textWhenShown(page, `Ticket ${ticket.ticket_number}`);
  expect(firstText).toContain('Nessun pagamento registrato.');
  // The ticket's invoice (here *Crea fattura*) sits beside *Incassa* from the first render.
  expect(firstText).toContain('Crea fattura');
  expect(firstText).toContain('WhatsApp al cliente');

  await recordTextWhenShown(page, 'Torna alla lista');
  await page.goto(`/tickets/${ticket.id}`);
  await expect(page.getByRole('button', { name: 'Crea fattura' })).toBeVisible();
  expect(await textWhenShown(page, 'Torna alla lista')).toContain('Crea fattura');
});

test('a slow answer shows the loading text instead of a blank page', async ({ page, signInAs }) => {
  await signInAs('employee');
  const ticket = await createTicketViaApi(page.request);
  await watchForText(page, 'Caricamento del ticket');
  // The ticket's answer (the HTML's preload and any fetch) is held until the loading text is
  // shown: a fixed delay raced the page's own start on a busy machine, where the preload asked
  // early and the code ran late.
  const release = await holdRequests(page, `**/api/tickets/${ticket.id}`);
  // 'commit': the held preload would hold the load event too.
  await page.goto(`/tickets/${ticket.id}/dettagli`, { waitUntil: 'commit' });
  await expect(page.getByText('Caricamento del ticket...')).toBeVisible();
  release();
  await expect(
    page.getByRole('heading', { level: 1, name: `Ticket ${ticket.ticket_number}` }),
  ).toBeVisible({ timeout: 10_000 });
  expect(await sawText(page)).toBe(true);
});

test("a record's page and its form open with the record in the first render", async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  const run = Date.now().toString(36);
  const product = await page.request.post('/api/products', {
    data: { sku: `FR-${run}`, name: `Alimentatore ${run}`, quantity: 2, price: '79,00' },
  });
  expect(product.status(), await product.text()).toBe(201);
  const productId = ((await product.json()) as { id: string }).id;
  const { id: quoteId } = await createQuoteViaApi(page.request, `Preventivo ${run}`);

  for (const [path, loading, shown] of [
    [`/products/${productId}`, 'Caricamento del prodotto', `Alimentatore ${run}`],
    [`/products/${productId}/edit`, 'Caricamento del prodotto', 'Modifica prodotto'],
    [`/quotes/${quoteId}`, 'Caricamento del preventivo', `Preventivo ${run}`],
    [`/quotes/${quoteId}/edit`, 'Caricamento del preventivo', 'Modifica preventivo'],
  ] as const) {
    await watchForText(page, loading);
    await page.goto(path);
    await expect(page.getByText(shown).first()).toBeVisible();
    expect(await sawText(page), path).toBe(false);
  }
});

test("a staff page paints its frame before its code has run, and the app's first render replaces it", async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  // The app's code held back: what shows is the HTML alone.
  const release = await holdRequests(page, '**/assets/*.js');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tickets', { waitUntil: 'commit' });
  const home = page.getByRole('link', { name: 'Sportello, dashboard' });
  await expect(home).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Sportello');
  await expect(page.getByRole('main')).toBeEmpty();
  const frameBar = await page.getByRole('banner').boundingBox();

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket' })).toBeVisible();
  // One bar, as tall as the frame's, and no second frame.
  await expect(home).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Apri menu' })).toBeVisible();
  expect((await page.getByRole('banner').boundingBox())?.height).toBe(frameBar?.height);
});
