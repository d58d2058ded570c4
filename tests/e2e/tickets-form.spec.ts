import { expect, test } from './fixtures';
import { editNewTicketInList, SAVE_TIMEOUT, uniqueCustomer } from './support/tickets';

test('the form shows the shared rules: required fields and a future purchase date', async ({
  page,
  signInAs,
}) => {
  await signInAs('user');
  await page.goto('/tickets/new');
  await expect(page.getByLabel('Priorità')).toHaveValue('medium');
  await expect(page.getByLabel('Stato')).toHaveCount(0);
  await page.getByLabel('Nome del cliente').fill(uniqueCustomer());
  await page.getByLabel('Email del cliente').fill('non-una-email');
  await page.getByLabel('Tipo di dispositivo').fill('Tablet');
  await page.getByLabel('Data di acquisto').fill('2099-01-01');
  await page.getByRole('button', { name: 'Crea ticket' }).click();

  await expect(page.getByLabel('Descrizione del problema')).toHaveAccessibleDescription(
    'La descrizione è obbligatoria',
  );
  await expect(page.getByLabel('Data di acquisto')).toHaveAccessibleDescription(
    'La data di acquisto non può essere successiva a oggi',
  );
  await expect(page.getByLabel('Email del cliente')).toHaveAccessibleDescription(
    'Indirizzo email non valido',
  );
  await expect(page).toHaveURL('/tickets/new');
});

test('a file of the wrong type is refused before upload', async ({ page, signInAs }) => {
  await signInAs('user');
  await page.goto('/tickets/new');
  const files = page.getByLabel('Allegati (foto e video)');
  await files.setInputFiles({
    name: 'note.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('ciao'),
  });
  await expect(files).toHaveAccessibleDescription(
    /note\.txt: Solo immagini \(JPG, PNG, GIF, WebP\) e video \(MP4, MOV, WebM\) sono supportati\./,
  );
  await expect(page.getByRole('list', { name: 'File da caricare' })).toHaveCount(0);
});

test('an edit of a ticket someone else changed meanwhile shows the conflict @pg', async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  const { ticket, card } = await editNewTicketInList(page);

  const meanwhile = await page.request.patch(`/api/tickets/${ticket.id}`, {
    data: { status: 'Parti ordinate', version: ticket.version },
  });
  expect(meanwhile.status()).toBe(200);

  await card.getByLabel('Stato').selectOption('Chiuso');
  await card.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(card.getByRole('alert')).toContainText(
    "Errore durante l'aggiornamento del ticket: Il ticket è stato modificato da un altro utente",
    { timeout: SAVE_TIMEOUT },
  );
});

test('list controls live in the URL and survive a reload', async ({ page, signInAs }) => {
  await signInAs('user');
  await page.goto('/tickets');
  await page.getByLabel('Stato', { exact: true }).selectOption('Chiuso');
  await page.getByLabel('Priorità').selectOption('high');
  await page.getByLabel('Ordina per').selectOption('priority');
  const toAscending = page.getByRole('button', { name: 'Ordine crescente' });
  await expect(toAscending).toHaveAttribute('title', 'Ordine crescente');
  await toAscending.click();
  await page.getByLabel('Mostra ticket chiusi').check();
  await expect(page).toHaveURL(
    '/tickets?status=Chiuso&priority=high&sort=priority&order=asc&closed=true',
  );
  await page.reload();
  await expect(page.getByLabel('Stato', { exact: true })).toHaveValue('Chiuso');
  await expect(page.getByLabel('Ordina per')).toHaveValue('priority');
  // Ascending now: the button offers the other order, in its name and its tooltip alike.
  await expect(page.getByRole('button', { name: 'Ordine decrescente' })).toHaveAttribute(
    'title',
    'Ordine decrescente',
  );
  await expect(page.getByLabel('Mostra ticket chiusi')).toBeChecked();
  await page.goBack();
  await expect(page.getByLabel('Mostra ticket chiusi')).not.toBeChecked();
});

test('an unknown ticket sheet says so, with the way back', async ({ page, signInAs }) => {
  await signInAs('user');
  await page.goto('/tickets/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText('Ticket non trovato');
  await page.getByRole('link', { name: 'Torna alla lista' }).click();
  await expect(page).toHaveURL('/tickets');
});

test('a file the server refuses leaves the ticket saved and says why @pg', async ({
  page,
  signInAs,
}) => {
  await signInAs('user');
  await page.goto('/tickets/new');
  await page.getByLabel('Descrizione del problema').fill('Tastiera bagnata');
  await page.getByLabel('Nome del cliente').fill(uniqueCustomer());
  await page.getByLabel('Email del cliente').fill('cliente@example.it');
  await page.getByLabel('Tipo di dispositivo').fill('Notebook');
  // Named like a photo, but not one: only the server, reading the content, can tell.
  await page.getByLabel('Allegati (foto e video)').setInputFiles({
    name: 'finta.png',
    mimeType: 'image/png',
    buffer: Buffer.from('non sono una immagine'),
  });
  await page.getByRole('button', { name: 'Crea ticket' }).click();

  await expect(page.getByRole('alert')).toContainText(
    'Caricamento file fallito: finta.png: Solo immagini (JPG, PNG, GIF, WebP) e video (MP4, MOV, WebM) sono supportati.',
    { timeout: SAVE_TIMEOUT },
  );
  await expect(page.getByRole('status')).toContainText(/Ticket FM-\d{4}-\d{2}-\d{4,} salvato/);
  await page.getByRole('button', { name: 'Rimuovi finta.png' }).click();
  await page.getByRole('button', { name: 'Riprova il caricamento' }).click();
  await expect(page).toHaveURL('/tickets', { timeout: SAVE_TIMEOUT });
  await expect(page.getByRole('status').filter({ hasText: 'creato con successo!' })).toBeVisible();
});
