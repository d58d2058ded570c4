import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { putShop } from './support/invoices';
import { SAVE_TIMEOUT } from './support/tickets';

/**
 * The invoice pages where they were awkward: on a phone, in the customer picker, for a draft
 * that has no customer yet, and in the month's export for the accountant.
 */

// axe-core is injected as an inline script, which the app's CSP (script-src 'self') refuses.
test.use({ bypassCSP: true });

const run = Date.now().toString(36);

async function createCompany(request: APIRequestContext, name: string) {
  const response = await request.post('/api/customers', {
    data: {
      kind: 'azienda',
      company_name: name,
      vat_number: '01234567897',
      sdi_code: 'ABC1234',
      street: 'Via della Repubblica Italiana 128',
      postal_code: '00184',
      city: 'Roma',
      province: 'RM',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A draft with lines as long as a shop writes them, through the API the editor uses. */
async function createDraft(request: APIRequestContext, customerId: string | null) {
  const line = (description: string, unit_price: string) => ({
    description,
    quantity: '1',
    unit_price,
    price_includes_vat: false,
    vat_rate: '22',
    natura: null,
    discount_percent: '10',
  });
  const response = await request.post('/api/invoices', {
    data: {
      customer_id: customerId,
      payment_method: 'MP05',
      payment_due_date: '',
      notes: '',
      lines: [
        line(
          'Sostituzione display originale iPhone 15 Pro Max con calibrazione True Tone',
          '1249,90',
        ),
        line('Diritti di segreteria', '10'),
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** This month in Rome, as an <input type="month"> writes it. */
const romeMonth = () => new Date().toLocaleString('sv-SE', { timeZone: 'Europe/Rome' }).slice(0, 7);

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('an invoice fits the screen and the Emetti dialog is all on it', async ({
    page,
    adminApi,
    signInAs,
  }) => {
    await putShop(adminApi);
    await signInAs('admin');
    const id = await createDraft(
      page.request,
      await createCompany(page.request, `Telefono ${run}`),
    );
    await page.goto(`/invoices/${id}`);
    await expect(page.getByRole('article', { name: 'Fattura bozza' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Emetti' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emettere la fattura?' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    if (!box) throw new Error('the dialog has no box');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(dialog.getByRole('button', { name: 'Emetti' })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeInViewport({ ratio: 1 });
    await expectNoSeriousA11yViolations(page);
  });
});

test('the customer picker lists the matches first, and Enter picks the first of them', async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  const name = `Scelta ${run} S.r.l.`;
  await createCompany(page.request, name);
  await page.goto('/invoices/new');
  const picker = page.getByRole('combobox', { name: 'Cliente' });
  await picker.fill(`Scelta ${run}`);
  const options = page.getByRole('listbox', { name: 'Cliente' }).getByRole('option');
  await expect(options.filter({ hasText: name })).toBeVisible({ timeout: SAVE_TIMEOUT });
  await expect(options.first()).toContainText(name);
  await picker.press('Enter');
  await expect(picker).toHaveValue(name);
});

test('a draft without a customer says so at once, before anyone tries to issue it', async ({
  page,
  adminApi,
  signInAs,
}) => {
  await putShop(adminApi);
  await signInAs('employee');
  const id = await createDraft(page.request, null);
  await page.goto(`/invoices/${id}`);
  const warning = page.getByRole('note', { name: 'Manca il cliente' });
  await expect(warning).toContainText(
    'Manca il cliente: sceglilo modificando la bozza, serve per emettere la fattura.',
  );
  await warning.getByRole('link', { name: 'Modifica bozza' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Modifica bozza di fattura' }),
  ).toBeVisible();

  const withCustomer = await createDraft(
    page.request,
    await createCompany(page.request, `Completa ${run}`),
  );
  await page.goto(`/invoices/${withCustomer}`);
  await expect(page.getByRole('article', { name: 'Fattura bozza' })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Manca il cliente' })).toHaveCount(0);
});

test('the month export proposes the month that has invoices and says how many', async ({
  page,
  adminApi,
  signInAs,
}) => {
  await putShop(adminApi);
  await signInAs('admin');
  const id = await createDraft(page.request, await createCompany(page.request, `Mese ${run}`));
  const issued = await page.request.post(`/api/invoices/${id}/issue`);
  expect(issued.status(), await issued.text()).toBe(200);

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Esporta mese' }).click();
  const dialog = page.getByRole('dialog', { name: 'Esporta il mese per il commercialista' });
  const month = dialog.getByLabel('Mese');
  // Every invoice of this run is issued today: the month before has none unless it has some.
  const previous = await page.request.get(
    `/api/invoices/export/count?month=${previousMonthOf(romeMonth())}`,
  );
  expect(previous.status(), await previous.text()).toBe(200);
  const { count: before } = (await previous.json()) as { count: number };
  await expect(month).toHaveValue(before > 0 ? previousMonthOf(romeMonth()) : romeMonth());
  const count = dialog.getByRole('status');
  await expect(count).toHaveText(/^[1-9]\d* document[oi] emess[oi] nel mese/);

  await month.fill('2001-01');
  await expect(count).toHaveText(
    'Nessun documento emesso nel mese: lo zip conterrà solo il registro, vuoto.',
  );
  await expectNoSeriousA11yViolations(page);
});

function previousMonthOf(month: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}
