import { expect, test } from './fixtures';
import { decodeQr, SAVE_TIMEOUT, samplePhoto, uniqueCustomer } from './support/tickets';

// Below 1024 px the list keeps its cards, which these tests read; the desktop table has its own (counter.spec.ts).
test.use({ viewport: { width: 900, height: 900 } });

test('create with a photo, find, change status inline, print, delete @pg', async ({
  page,
  signInAs,
  baseURL,
}) => {
  // Many steps, an image re-encoded by the server and a new tab: slow on a busy machine.
  test.slow();
  await signInAs('employee');
  const customer = uniqueCustomer();

  // Create through the form, with a photo appended and one removed before saving.
  await page.goto('/tickets/new');
  await page.getByLabel('Descrizione del problema').fill('Non si accende più');
  await page.getByLabel('Nome del cliente').fill(customer);
  await page.getByLabel('Email del cliente').fill('mario.rossi@example.it');
  await page.getByLabel('Telefono del cliente', { exact: true }).fill('333 123 4567');
  await page.getByLabel('Tipo di dispositivo').fill('Notebook');
  await page.getByLabel('Prezzo (€)').fill('49.90');
  const files = page.getByLabel('Allegati (foto e video)');
  const photo = await samplePhoto();
  await files.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: photo });
  await files.setInputFiles({ name: 'scarto.png', mimeType: 'image/png', buffer: photo });
  await page.getByRole('button', { name: 'Rimuovi scarto.png' }).click();
  await expect(
    page.getByRole('list', { name: 'File da caricare' }).getByRole('listitem'),
  ).toHaveCount(1);
  await page.getByRole('button', { name: 'Crea ticket' }).click();

  await expect(page).toHaveURL('/tickets', { timeout: SAVE_TIMEOUT });
  const notice = page.getByRole('status').filter({ hasText: 'creato con successo!' });
  await expect(notice).toBeVisible();
  const ticketNumber = (await notice.textContent())?.match(/FM-\d{4}-\d{2}-\d{4,}/)?.[0] ?? '';
  expect(ticketNumber).not.toBe('');

  // Find it by search; the search is kept in the URL.
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(customer);
  await expect(page).toHaveURL(/q=Cliente/);
  const card = page.getByRole('article', { name: ticketNumber });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card.getByRole('link', { name: 'foto.png' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'mario.rossi@example.it' })).toHaveAttribute(
    'href',
    'mailto:mario.rossi@example.it',
  );
  await expect(card.getByRole('link', { name: '+39 333 123 4567' })).toHaveAttribute(
    'href',
    'tel:+393331234567',
  );
  await expect(card).toContainText('49,90 €');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Cerca' })).toHaveValue(customer);
  await expect(notice).toHaveCount(0);
  await expect(card).toBeVisible();

  // Change the status inline.
  await card.getByRole('button', { name: `Modifica ${ticketNumber}` }).click();
  await card.getByLabel('Stato').selectOption('In lavorazione');
  await card.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'aggiornato con successo!' }),
  ).toBeVisible({ timeout: SAVE_TIMEOUT });
  await expect(card.getByText('In lavorazione', { exact: true })).toBeVisible();

  // The print sheet opens in a new tab with the number, the QR code and the history.
  const [sheet] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('link', { name: `Stampa ${ticketNumber}` }).click(),
  ]);
  await expect(sheet.getByRole('heading', { level: 1, name: ticketNumber })).toBeVisible({
    timeout: SAVE_TIMEOUT,
  });
  const qr = sheet.getByRole('img', {
    name: `Codice QR della pagina pubblica del ticket ${ticketNumber}`,
  });
  await expect(qr).toBeVisible();
  // Read as a phone would: this server has no PUBLIC_URL, so the sheet's own origin.
  const ticketId = new URL(sheet.url()).pathname.split('/').pop();
  const publicUrl = `${baseURL}/public/tickets/${ticketId}`;
  expect(await decodeQr(qr)).toBe(publicUrl);
  await expect(sheet.getByText(publicUrl)).toBeVisible();
  await expect(sheet.getByRole('listitem').filter({ hasText: 'In lavorazione' })).toBeVisible();
  await sheet.emulateMedia({ media: 'print' });
  await expect(sheet.getByRole('banner')).toBeHidden();
  await expect(sheet.getByRole('button', { name: 'Modifica ticket' })).toBeHidden();
  await expect(qr).toBeVisible();
  await sheet.close();
  // The list's tab was in the background while the sheet was open.
  await page.bringToFront();

  // Delete after the confirmation dialog.
  await card.getByRole('button', { name: `Elimina ${ticketNumber}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Sei sicuro di voler eliminare questo ticket?');
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Nessun ticket trovato')).toBeVisible();
  // The message names what just happened, not the edit before it.
  await expect(page.getByRole('status').filter({ hasText: 'con successo' })).toHaveText(
    `Ticket ${ticketNumber} eliminato con successo!`,
  );
});
