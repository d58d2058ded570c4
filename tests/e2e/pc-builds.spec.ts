import { type APIRequestContext, devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { setUpShop } from './support/public-form';
import { SAVE_TIMEOUT } from './support/tickets';

/**
 * In the browser: a build with three components picked from the warehouse and one free
 * line, its live totals, the customer's page on a phone with its contact links, and a quote made
 * from it. Names are unique per run: the server is shared by every spec.
 */
const run = Date.now().toString(36);

// axe-core is injected as a script: the app's CSP would refuse it.
test.use({ bypassCSP: true });

async function product(
  request: APIRequestContext,
  sku: string,
  name: string,
  price: string,
  cost: string,
  category_id?: string,
) {
  const response = await request.post('/api/products', {
    data: { sku: `${sku}-${run}`, name: `${name} ${run}`, quantity: 3, price, cost, category_id },
  });
  expect(response.status()).toBe(201);
}

async function pick(page: import('@playwright/test').Page, sku: string, name: string) {
  const picker = page.getByRole('combobox', { name: 'Aggiungi dal magazzino' });
  await picker.fill(`${sku}-${run}`);
  await page.getByRole('option', { name: new RegExp(`${name} ${run}`) }).click();
}

test('a PC build from the warehouse, priced live, shown to the customer on a phone @pg', async ({
  page,
  signInAs,
  adminApi,
  baseURL,
  browser,
}) => {
  // The same shop as the public-page tests, which run alongside.
  await setUpShop(adminApi, baseURL);
  await signInAs('employee');
  // Each product's list price is what its line starts at; the cost stays for the margin.
  await product(page.request, 'CPU', 'Ryzen 7 7700', '312,00', '240,00');
  await product(page.request, 'RAM', 'DDR5 32 GB', '136,50', '105,00');
  await product(page.request, 'SSD', 'NVMe 1 TB', '78,00', '60,00');

  await page.goto('/pc-builds/new');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nuova configurazione PC' }),
  ).toBeVisible();
  await expect(page.getByLabel('Note')).toHaveValue(/14 giorni lavorativi/);
  await page.getByLabel('Titolo').fill(`PC gaming ${run}`);
  await page.getByLabel('Nome del cliente').fill('Luca Neri');

  await pick(page, 'CPU', 'Ryzen 7 7700');
  await pick(page, 'RAM', 'DDR5 32 GB');
  await pick(page, 'SSD', 'NVMe 1 TB');
  const lines = page.getByRole('table', { name: 'Componenti' });
  await lines.getByLabel('Tipo, riga 1').selectOption('CPU');
  await lines.getByLabel('Tipo, riga 2').selectOption('RAM');
  await lines.getByLabel('Tipo, riga 3').selectOption('Archiviazione');
  await page.getByRole('button', { name: 'Aggiungi riga' }).click();
  await lines.getByLabel('Tipo, riga 4').selectOption('Case');
  await lines.getByLabel('Descrizione, riga 4').fill('Case Fractal North');
  await lines.getByLabel('Costo unitario, riga 4').fill('110');
  await lines.getByLabel('Quantità, riga 2').fill('4');
  await expect(lines.getByText('Scorta insufficiente: 3 disponibili, ne manca 1')).toBeVisible();
  await lines.getByLabel('Quantità, riga 2').fill('1');
  // List prices 312,00 + 136,50 + 78,00, and 143,00 from the typed cost at 30 %: 669,50;
  // IVA 147,29; totale 816,79.
  const totals = page.getByRole('definition');
  await expect(totals.filter({ hasText: '669,50' })).toHaveCount(1);
  await expect(totals.filter({ hasText: '816,79' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Crea configurazione' }).click();
  const document = page.getByRole('article', { name: /^Configurazione PC-/ });
  await expect(document).toBeVisible({ timeout: SAVE_TIMEOUT });
  await expect(document.getByText('816,79 €')).toBeVisible();
  await expect(document.getByText('240,00')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const id = page.url().split('/').at(-1) ?? '';
  // A draft is not public: the customer's link works once the build is proposed.
  expect((await page.request.get(`/api/public/pc-builds/${id}`)).status()).toBe(404);
  const { version } = (await (await page.request.get(`/api/pc-builds/${id}`)).json()) as {
    version: number;
  };
  const proposed = await page.request.patch(`/api/pc-builds/${id}`, {
    data: { version, status: 'Proposta inviata' },
  });
  expect(proposed.status()).toBe(200);

  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    locale: 'it-IT',
    bypassCSP: true,
  });
  const customer = await phone.newPage();
  await customer.goto(`/public/pc-build/${id}`);
  await expect(customer.getByRole('heading', { level: 1, name: `PC gaming ${run}` })).toBeVisible();
  await expect(customer.getByText('816,79 €')).toBeVisible();
  await expect(customer.getByText('Case Fractal North')).toBeVisible();
  const mail = customer.getByRole('link', { name: "Scriva un'e-mail" });
  await expect(mail).toHaveAttribute(
    'href',
    /^mailto:assistenza@e2e\.test\?subject=Configurazione%20PC-/,
  );
  const chat = customer.getByRole('link', { name: 'Scriva su WhatsApp' });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/393330001111\?text=/);
  await expectNoSeriousA11yViolations(customer);
  await phone.close();

  await page.getByRole('button', { name: 'Crea preventivo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifica preventivo' })).toBeVisible({
    timeout: SAVE_TIMEOUT,
  });
  await expect(page.getByLabel('Descrizione, riga 1')).toHaveValue(`CPU: Ryzen 7 7700 ${run}`);
  await expect(page.getByRole('definition').filter({ hasText: '816,79' })).toHaveCount(1);
});

test("a component picked from the warehouse starts as its category's kind", async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  const category = await page.request.post('/api/categories', {
    data: { name: `Schede grafiche ${run}`, pc_kind: 'Scheda video' },
  });
  expect(category.status()).toBe(201);
  const { id } = (await category.json()) as { id: string };
  await product(page.request, 'GPU', 'RTX 4070', '620,00', '540,00', id);
  await product(page.request, 'CAVO', 'Cavo SATA', '4,00', '2,00');

  await page.goto('/pc-builds/new');
  await pick(page, 'GPU', 'RTX 4070');
  await pick(page, 'CAVO', 'Cavo SATA');
  const lines = page.getByRole('table', { name: 'Componenti' });
  await expect(lines.getByLabel('Tipo, riga 1')).toHaveValue('Scheda video');
  // A product whose category names no kind stays Altro, and the kind can still be changed.
  await expect(lines.getByLabel('Tipo, riga 2')).toHaveValue('Altro');
  await lines.getByLabel('Tipo, riga 1').selectOption('Altro');
  await expect(lines.getByLabel('Tipo, riga 1')).toHaveValue('Altro');
});

test('a user sees Accesso negato on the PC builds', async ({ page, signInAs }) => {
  await signInAs('user');
  await page.goto('/pc-builds');
  await expect(page.getByText('Accesso negato')).toBeVisible();
});
