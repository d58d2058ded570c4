import { expect, test } from './fixtures';
import { SAVE_TIMEOUT, uniqueCustomer } from './support/tickets';

// Below 1024 px the list keeps its cards, which these tests read; the desktop table has its own (counter.spec.ts).
test.use({ viewport: { width: 900, height: 900 } });

// Regression: "129,90" typed in Prezzo was saved as 12.990,00 €.
test('a price typed the Italian way is saved as typed and shown back in euro @pg', async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  const customer = uniqueCustomer();
  await page.goto('/tickets/new');
  await page.getByLabel('Descrizione del problema').fill('Batteria da sostituire');
  await page.getByLabel('Nome del cliente').fill(customer);
  await page.getByLabel('Email del cliente').fill('cliente@example.it');
  await page.getByLabel('Tipo di dispositivo').fill('Smartphone');

  const price = page.getByLabel('Prezzo (€)');
  await price.fill('12,34,5');
  await page.getByRole('button', { name: 'Crea ticket' }).click();
  await expect(price).toHaveAccessibleDescription('Il prezzo deve essere un numero');
  await expect(page).toHaveURL('/tickets/new');

  await price.fill('129,90');
  await page.getByRole('button', { name: 'Crea ticket' }).click();
  await expect(page).toHaveURL('/tickets', { timeout: SAVE_TIMEOUT });
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(customer);
  const card = page.getByRole('article').filter({ hasText: customer });
  // The price, and with no deposit the same amount still to pay (Da saldare).
  await expect(card.getByText('129,90 €', { exact: true })).toHaveCount(2);

  // The edit form shows the stored amount back in Italian format.
  await card.getByRole('button', { name: /^Modifica / }).click();
  await expect(page.getByLabel('Prezzo (€)')).toHaveValue('129,90');
});
