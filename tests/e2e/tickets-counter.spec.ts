import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  createTicketViaApi,
  SAVE_TIMEOUT,
  uniqueContacts,
  uniqueCustomer,
} from './support/tickets';

// axe-core is injected as an inline script, which the app's CSP (script-src 'self') refuses.
test.use({ bypassCSP: true });

const IMEI = '490154203237518';

test('the counter: a returning customer, intake details, label, staff page, internal note, status, dashboard, public page @pg', async ({
  page,
  signInAs,
}) => {
  test.slow();
  const me = await signInAs('employee');
  const customer = `${uniqueCustomer()} Rossi`;
  const contacts = uniqueContacts();
  await createTicketViaApi(page.request, {
    customer_name: customer,
    customer_email: contacts.email,
    customer_phone: contacts.phone,
  });

  // A fresh account: nothing is assigned to it yet.
  await page.goto('/dashboard');
  const mine = page.getByRole('link', { name: /Assegnati a me/ });
  await expect(mine).toHaveText(/^0\s*Assegnati a me$/, { timeout: SAVE_TIMEOUT });

  await page.goto('/tickets/new');
  await page.getByLabel('Descrizione del problema').fill('Non si accende');
  const name = page.getByRole('combobox', { name: 'Nome del cliente' });
  await name.fill(customer.slice(0, -3));
  // The register lists the surname first: the suggestion is found by the name's unique part.
  const suggestion = page.getByRole('option', { name: new RegExp(customer.split(' ')[1] ?? '') });
  await expect(suggestion).toBeVisible({ timeout: SAVE_TIMEOUT });
  await expect(suggestion).toContainText(`${contacts.email} · ${contacts.phoneDisplay}`);
  await name.press('ArrowDown');
  await name.press('Enter');
  await expect(name).toHaveValue(customer);
  await expect(page.getByRole('combobox', { name: 'Email del cliente' })).toHaveValue(
    contacts.email,
  );
  await expect(page.getByLabel('Telefono del cliente', { exact: true })).toHaveValue(/333/);
  const assignee = page.getByRole('combobox', { name: 'Assegnato a' });
  await assignee.fill(me.name);
  await page
    .getByRole('listbox', { name: 'Assegnato a' })
    .getByRole('option', { name: new RegExp(me.name) })
    .click();
  await page.getByLabel('Tipo di dispositivo').fill('iPhone 13');
  await page.getByLabel('Prezzo (€)').fill('120');
  await page.getByLabel('IMEI / numero di serie').fill(IMEI);
  await page.getByLabel('Caricabatterie').check();
  await page.getByLabel('Custodia').check();
  await page.getByLabel('Acconto (€)').fill('30');
  await page.getByLabel('Pronto previsto per').fill('2030-01-15');
  await page.getByRole('button', { name: 'Crea ticket' }).click();

  const notice = page.getByRole('status').filter({ hasText: 'creato con successo' });
  await expect(notice).toBeVisible({ timeout: SAVE_TIMEOUT });
  await expect(notice.getByRole('link', { name: 'Stampa scheda' })).toBeVisible();
  await expect(notice.getByRole('link', { name: 'WhatsApp al cliente' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${contacts.phone.slice(1)}\\?text=`),
  );
  const [label] = await Promise.all([
    page.waitForEvent('popup'),
    notice.getByRole('link', { name: 'Stampa etichetta' }).click(),
  ]);
  await expect(label.getByRole('article', { name: /Etichetta del ticket/ })).toContainText(
    'Rossi',
    { timeout: SAVE_TIMEOUT },
  );
  await label.close();

  await notice.getByRole('link', { name: 'Apri' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Ticket / })).toBeVisible({
    timeout: SAVE_TIMEOUT,
  });
  const ticketId = page.url().split('/').at(-2) ?? '';
  await expect(page.getByText(IMEI)).toBeVisible();
  // The pick above assigned it to me: the dashboard's count below depends on it.
  const assignedTo = page.getByText('Assegnato a', { exact: true }).locator('xpath=..');
  await expect(assignedTo.getByRole('definition')).toContainText(me.name);
  await expect(page.getByRole('link', { name: contacts.phoneDisplay })).toHaveAttribute(
    'href',
    `tel:${contacts.phone}`,
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Nuova nota interna').fill('Cliente-segreto-appunto');
  await page.getByRole('button', { name: 'Aggiungi nota' }).click();
  const notes = page.getByRole('list', { name: 'Note interne' });
  await expect(notes).toContainText('Cliente-segreto-appunto', { timeout: SAVE_TIMEOUT });

  await page
    .getByRole('list', { name: 'Cambia stato' })
    .getByRole('button', { name: 'In lavorazione' })
    .click();
  await expect(page.getByText('Stato cambiato in "In lavorazione".')).toBeVisible({
    timeout: SAVE_TIMEOUT,
  });

  // The dashboard counts the ticket now assigned to me, and its number opens a list holding it.
  await page.goto('/dashboard');
  await expect(mine).toHaveText(/^1\s*Assegnati a me$/, { timeout: SAVE_TIMEOUT });
  await mine.click();
  await expect(page).toHaveURL('/tickets?mine=true');
  await expect(page.getByText(customer).first()).toBeVisible({ timeout: SAVE_TIMEOUT });

  await page.goto(`/public/tickets/${ticketId}`);
  const body = page.locator('body');
  await expect(body).toContainText('Pronto previsto per');
  await expect(body).toContainText('15/01/2030');
  await expect(body).toContainText('Da saldare');
  await expect(body).toContainText('90,00');
  await expect(body).not.toContainText('Cliente-segreto-appunto');
  await expect(body).not.toContainText(IMEI);
});

/** The page sizes PDF pages declare, in points (1 mm = 72 / 25.4 pt). */
function pageSizes(pdf: Buffer): [number, number][] {
  const boxes = pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g);
  return [...boxes].map((m) => [Number(m[1]), Number(m[2])]);
}
const mm = (points: number) => Math.round((points * 25.4) / 72);

test('the sheet prints on A4 and the label on one 62 × 29 mm page, without scaling', async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  const ticket = await createTicketViaApi(page.request, {
    customer_name: 'Maria Bianchi',
    device_type: 'Samsung Galaxy S21',
    imei: IMEI,
  });
  await page.goto(`/tickets/${ticket.id}/etichetta?noprint`);
  await expect(page.getByRole('img', { name: /Codice QR/ })).toBeVisible({ timeout: SAVE_TIMEOUT });
  const label = await page.pdf({ preferCSSPageSize: true });
  expect(pageSizes(label).map(([w, h]) => [mm(w), mm(h)])).toEqual([[62, 29]]);

  await page.goto(`/tickets/${ticket.id}?noprint`);
  await expect(page.getByRole('img', { name: /Codice QR/ })).toBeVisible({ timeout: SAVE_TIMEOUT });
  await expect(page.getByText(IMEI)).toBeVisible();
  const sheet = await page.pdf({ preferCSSPageSize: true });
  const sizes = pageSizes(sheet).map(([w, h]) => [mm(w), mm(h)]);
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) expect(size).toEqual([210, 297]);
});
