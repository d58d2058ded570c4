import { expect, test } from './fixtures';
import { createTicketViaApi, uniqueCustomer } from './support/tickets';

// Regression: the staff form named Jersey "Maglia" and used "Swaziland"; the public form used CLDR.
test('the staff and the public form name countries alike, in current Italian', async ({
  page,
  signInAs,
  browser,
}) => {
  const expected = await page.evaluate(() => {
    const names = new Intl.DisplayNames('it', { type: 'region' });
    return { JE: names.of('JE'), SZ: names.of('SZ') };
  });
  expect(expected.JE).not.toBe('Maglia');

  await signInAs('employee');
  await page.goto('/tickets/new');
  // The countries come from the server: wait until they are there.
  const country = page.getByRole('combobox', { name: 'Paese' });
  await expect(country.locator('option', { hasText: `${expected.JE} (+44)` })).toBeAttached();
  const staffOptions = await country.locator('option').allTextContents();
  expect(staffOptions).toContain(`${expected.SZ} (+268)`);
  expect(staffOptions.some((label) => /Maglia|Swaziland/.test(label))).toBe(false);

  const customer = await browser.newPage();
  await customer.goto('/public/tickets/new');
  const publicOptions = await customer.locator('#customer_phone_country option').allTextContents();
  expect(publicOptions.some((label) => label.startsWith(`${expected.JE} (+44)`))).toBe(true);
  expect(publicOptions.some((label) => label.startsWith(`${expected.SZ} (+268)`))).toBe(true);
  await customer.close();
});

test('a number typed with its country is stored in international form @pg', async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  await page.goto('/tickets/new');
  await page.getByLabel('Descrizione del problema').fill('Batteria gonfia');
  await page.getByLabel('Nome del cliente').fill('Emma Clarke');
  await page.getByLabel('Email del cliente').fill('emma@example.co.uk');
  await page.getByLabel('Tipo di dispositivo').fill('Smartphone');
  const country = page.getByRole('combobox', { name: 'Paese' });
  await expect(country.locator('option', { hasText: '(+44)' }).first()).toBeAttached();
  await country.selectOption({ label: 'Regno Unito (+44)' });
  await page.getByLabel('Telefono del cliente', { exact: true }).fill('07911 123456');
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/tickets',
  );
  await page.getByRole('button', { name: 'Crea ticket' }).click();
  const ticket = (await (await created).json()) as { customer_phone: string };
  expect(ticket.customer_phone).toBe('+447911123456');
});

test('a picked customer and a stored number show the national number beside their country', async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  const customer = uniqueCustomer();
  // A number and an e-mail of this customer's own: the register links a ticket to the one
  // customer holding them, so a number other tests share would find someone else.
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  await createTicketViaApi(page.request, {
    customer_name: customer,
    customer_email: `${customer.replace(' ', '-').toLowerCase()}@example.it`,
    customer_phone: `+39347${digits}`,
  });
  const british = await createTicketViaApi(page.request, { customer_phone: '+447911123456' });

  await page.goto('/tickets/new');
  const country = page.getByRole('combobox', { name: 'Paese' });
  const phone = page.getByLabel('Telefono del cliente', { exact: true });
  await expect(country.locator('option', { hasText: '(+44)' }).first()).toBeAttached();
  const name = page.getByRole('combobox', { name: 'Nome del cliente' });
  await name.fill(customer);
  // The register lists the customer surname first ("1a2b3c4d Cliente"): match the unique part.
  await page.getByRole('option', { name: new RegExp(customer.split(' ')[1] ?? customer) }).click();
  await expect(phone).toHaveValue(`347 ${digits.slice(0, 3)} ${digits.slice(3)}`);
  await expect(country.locator('option:checked')).toHaveText('Italia (+39)');

  await page.getByLabel('Descrizione del problema').fill('Vetro rotto');
  await page.getByLabel('Tipo di dispositivo').fill('Smartphone');
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/tickets',
  );
  await page.getByRole('button', { name: 'Crea ticket' }).click();
  expect(((await (await created).json()) as { customer_phone: string }).customer_phone).toBe(
    `+39347${digits}`,
  );

  await page.goto(`/tickets/${british.id}/dettagli`);
  await page.getByRole('button', { name: 'Modifica', exact: true }).click();
  await expect(phone).toHaveValue('7911 123456');
  await expect(country.locator('option:checked')).toHaveText(/\(\+44\)$/);
});
