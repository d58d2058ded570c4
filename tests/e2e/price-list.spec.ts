import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  createTicketViaApi,
  SAVE_TIMEOUT,
  uniqueContacts,
  uniqueCustomer,
} from './support/tickets';

/** *Listino riparazioni* and warranty returns at the counter (decision 030). */

test('the ticket form suggests the price list price for the typed model @pg', async ({
  page,
  adminApi,
  signInAs,
}) => {
  const model = `Nova ${randomUUID().slice(0, 6)}`;
  const created = await adminApi.post('/api/price-list', {
    data: { brand: 'Huawei', model, repair: 'Sostituzione display', price: '189,90' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const entry = (await created.json()) as { id: string };
  await signInAs('employee');
  const customer = uniqueCustomer();
  const contacts = uniqueContacts();
  await page.goto('/tickets/new');
  await page.getByLabel('Descrizione del problema').fill('Vetro rotto');
  await page.getByLabel('Nome del cliente').fill(customer);
  await page.getByLabel('Email del cliente').fill(contacts.email);
  await page.getByLabel('Tipo di dispositivo').fill(`Huawei ${model}`);

  const suggestions = page.getByRole('region', { name: 'Prezzi dal listino' });
  const suggestion = suggestions.getByRole('button', {
    name: `${model} · Sostituzione display: 189,90 €`,
  });
  await suggestion.click({ timeout: SAVE_TIMEOUT });
  await expect(page.getByLabel('Prezzo (€)')).toHaveValue('189,90');
  await expect(suggestion).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Crea ticket' }).click();
  await expect(page).toHaveURL('/tickets', { timeout: SAVE_TIMEOUT });

  const list = await page.request.get(`/api/tickets?q=${encodeURIComponent(customer)}`);
  const [ticket] = ((await list.json()) as { items: { price: number; price_list_id: string }[] })
    .items;
  expect(ticket).toMatchObject({ price: 189.9, price_list_id: entry.id });
});

test('a warranty return is flagged on the form, the staff page, the sheet and the dashboard', async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  const serial = `SN-${randomUUID().slice(0, 10)}`;
  const first = await createTicketViaApi(page.request, { imei: serial, device_type: 'iPad 9' });
  const closed = await page.request.patch(`/api/tickets/${first.id}`, {
    data: { version: first.version, status: 'Chiuso' },
  });
  expect(closed.status(), await closed.text()).toBe(200);

  await page.goto('/tickets/new');
  await page.getByLabel('Descrizione del problema').fill('Lo schermo sfarfalla di nuovo');
  await page.getByLabel('Nome del cliente').fill(uniqueCustomer());
  await page.getByLabel('Email del cliente').fill(uniqueContacts().email);
  await page.getByLabel('Tipo di dispositivo').fill('iPad 9');
  await page.getByLabel('IMEI / numero di serie').fill(serial);
  const onForm = page.getByRole('note', { name: 'In garanzia' });
  await expect(onForm).toContainText(`riparazione ${first.ticket_number} consegnata il`, {
    timeout: SAVE_TIMEOUT,
  });
  await page.getByRole('button', { name: 'Crea ticket' }).click();
  await expect(page).toHaveURL('/tickets', { timeout: SAVE_TIMEOUT });

  const list = await page.request.get(`/api/tickets?warranty=true&q=${serial}`);
  const [back] = ((await list.json()) as { items: { id: string }[] }).items;
  if (!back) throw new Error('the warranty return is not in the list');
  await page.goto(`/tickets/${back.id}/dettagli`);
  const onPage = page.getByRole('note', { name: 'In garanzia' });
  await expect(onPage).toContainText('garanzia fino al');
  await onPage.getByRole('link', { name: first.ticket_number }).click();
  await expect(page).toHaveURL(`/tickets/${first.id}/dettagli`);

  await page.goto(`/tickets/${back.id}`);
  await expect(page.getByRole('note', { name: 'In garanzia' })).toContainText(first.ticket_number);

  await page.goto('/');
  await expect(page.getByRole('link', { name: /Rientri in garanzia/ })).toBeVisible();
});

test('on a warranty return the price list proposes 0 € and shows its own price beside it', async ({
  page,
  adminApi,
  signInAs,
}) => {
  const model = `Garanzia ${randomUUID().slice(0, 6)}`;
  const created = await adminApi.post('/api/price-list', {
    data: { brand: 'Samsung', model, repair: 'Batteria', price: '79,90' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signInAs('employee');
  const serial = `SN-${randomUUID().slice(0, 10)}`;
  const first = await createTicketViaApi(page.request, { imei: serial, device_type: model });
  const closed = await page.request.patch(`/api/tickets/${first.id}`, {
    data: { version: first.version, status: 'Chiuso' },
  });
  expect(closed.status(), await closed.text()).toBe(200);

  await page.goto('/tickets/new');
  await page.getByLabel('Descrizione del problema').fill('La batteria si scarica ancora');
  await page.getByLabel('Nome del cliente').fill(uniqueCustomer());
  await page.getByLabel('Email del cliente').fill(uniqueContacts().email);
  await page.getByLabel('Tipo di dispositivo').fill(`Samsung ${model}`);
  await page.getByLabel('IMEI / numero di serie').fill(serial);
  await expect(page.getByRole('note', { name: 'In garanzia' })).toBeVisible({
    timeout: SAVE_TIMEOUT,
  });
  const suggestions = page.getByRole('region', { name: 'Prezzi dal listino' });
  await expect(suggestions).toContainText(
    'In garanzia: il listino propone 0,00 €; se la riparazione non è coperta, scrivi il prezzo.',
  );
  await suggestions
    .getByRole('button', { name: `${model} · Batteria: 0,00 € in garanzia (listino 79,90 €)` })
    .click();
  await expect(page.getByLabel('Prezzo (€)')).toHaveValue('0,00');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('each repair shows its whole price without scrolling sideways', async ({
    page,
    adminApi,
    signInAs,
  }) => {
    const model = `Galaxy S24 Ultra Enterprise ${randomUUID().slice(0, 4)}`;
    const created = await adminApi.post('/api/price-list', {
      data: {
        brand: 'Samsung',
        model,
        repair: 'Sostituzione display originale con cornice',
        price: '1249,90',
        minutes: 90,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await signInAs('employee');
    await page.goto('/price-list');
    await page.getByRole('searchbox', { name: 'Cerca' }).fill(model);
    const row = page.getByRole('row', { name: new RegExp(model) });
    const price = row.getByRole('cell', { name: '1.249,90 €' });
    await expect(price).toBeInViewport({ ratio: 1 });
    const box = await price.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  });
});

test('the public form shows "da X €" for the typed model when the shop enables it', async ({
  page,
  adminApi,
}) => {
  const model = `Pubblico ${randomUUID().slice(0, 6)}`;
  for (const [repair, price] of [
    ['Display', 149],
    ['Batteria', 59.9],
  ] as const) {
    await adminApi.post('/api/price-list', { data: { brand: 'Oppo', model, repair, price } });
  }
  const saved = await adminApi.put('/api/settings', {
    data: { values: { public_price_list: 'true' } },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  await page.goto('/public/tickets/new');
  await page.getByLabel('Tipo di dispositivo').fill(`Oppo ${model}`);
  await expect(page.getByText('Riparazioni per questo modello da 59,90 €')).toBeVisible({
    timeout: SAVE_TIMEOUT,
  });
});

test.describe('accessibility', () => {
  // axe-core is injected as an inline script, which the app's CSP (script-src 'self') refuses.
  test.use({ bypassCSP: true });
  for (const theme of ['light', 'dark'] as const) {
    test(`the price list and its form are accessible, ${theme} theme`, async ({
      page,
      adminApi,
      signInAs,
    }) => {
      // Four pages, each scanned by axe: slow on a busy machine.
      test.slow();
      const model = `A11y ${theme} ${randomUUID().slice(0, 4)}`;
      await adminApi.post('/api/price-list', {
        data: { brand: 'Apple', model, repair: 'Batteria', price: 79 },
      });
      await page.addInitScript((value) => localStorage.setItem('sportello-theme', value), theme);
      await signInAs('admin');
      await page.goto('/price-list');
      await expect(
        page.getByRole('heading', { name: 'Listino riparazioni', level: 1 }),
      ).toBeVisible();
      await page.getByRole('searchbox', { name: 'Cerca' }).fill(`A11y ${theme}`);
      await expect(page.getByRole('table', { name: 'Listino riparazioni' })).toContainText(
        'Batteria',
      );
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: 'Nuova riparazione' }).click();
      await expect(page.getByLabel('Prezzo (IVA inclusa)')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // The ticket form with the list's prices beside the price field.
      await page.goto('/tickets/new');
      await page.getByLabel('Tipo di dispositivo').fill(model);
      await expect(page.getByRole('region', { name: 'Prezzi dal listino' })).toBeVisible({
        timeout: SAVE_TIMEOUT,
      });
      await expectNoSeriousA11yViolations(page);
    });
  }
});
