import { expect, test } from './fixtures';
import {
  createTicketViaApi,
  decodeQr,
  patchJson,
  recordPrintCalls,
  SAVE_TIMEOUT,
} from './support/tickets';

/** SPEC §9: about 500 ms after fonts and images; a timer never fires early. */
const PRINT_DELAY_MS = 500;

test('the sheet prints once by itself after loading, edit swaps in the form, cancel swaps back', async ({
  page,
  signInAs,
}) => {
  const printCalls = await recordPrintCalls(page);
  const account = await signInAs('employee');
  const ticket = await createTicketViaApi(page.request);

  await page.goto(`/tickets/${ticket.id}`);
  const heading = page.getByRole('heading', { level: 1, name: ticket.ticket_number });
  await expect(heading).toBeVisible({ timeout: SAVE_TIMEOUT });
  const qr = page.getByRole('img', {
    name: `Codice QR della pagina pubblica del ticket ${ticket.ticket_number}`,
  });
  await expect(qr).toBeVisible();
  // The opening of the history names the staff account that created the ticket, by name.
  await expect(page.getByRole('listitem').filter({ hasText: '(apertura)' })).toContainText(
    account.name,
  );

  await expect.poll(async () => (await printCalls()).length).toBe(1);
  const [call] = await printCalls();
  expect(call).toMatchObject({ qrLoaded: true, fontsLoaded: true });
  expect((call?.at ?? 0) - (call?.lastImageLoadAt ?? 0)).toBeGreaterThanOrEqual(PRINT_DELAY_MS - 5);

  await page.getByRole('button', { name: 'Modifica ticket' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Modifica ${ticket.ticket_number}` }),
  ).toBeVisible({ timeout: SAVE_TIMEOUT });
  await expect(page.getByLabel('Descrizione del problema')).toHaveValue(
    'Schermo rotto dopo una caduta',
    { timeout: SAVE_TIMEOUT },
  );
  await expect(qr).toHaveCount(0);
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(heading).toBeVisible();
  await expect(qr).toBeVisible();
  await expect(page.getByLabel('Descrizione del problema')).toHaveCount(0);

  // Twice the delay with the sheet back on screen: the dialog must not open a second time.
  await page.waitForTimeout(PRINT_DELAY_MS * 2);
  expect(await printCalls()).toHaveLength(1);
});

test('a sheet that cannot be read says so, with Riprova and the way back', async ({
  page,
  signInAs,
}) => {
  await signInAs('user');
  const ticket = await createTicketViaApi(page.request);
  const detail = (url: URL) => url.pathname === `/api/tickets/${ticket.id}`;
  // A 4xx: the app does not retry it on its own.
  await page.route(detail, (route) =>
    route.fulfill({
      status: 429,
      json: { error: { code: 'rate_limited', message: 'Troppe richieste, riprova tra poco' } },
    }),
  );

  await page.goto(`/tickets/${ticket.id}`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Errore nel caricamento del ticket');
  await expect(alert).toContainText(
    'Impossibile recuperare il ticket: Troppe richieste, riprova tra poco',
  );
  await expect(page.getByRole('link', { name: 'Torna alla lista' })).toBeVisible();

  await page.unroute(detail);
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ticket.ticket_number })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('the QR code carries PUBLIC_URL when the server has one', async ({ page, signInAs }) => {
  await signInAs('user');
  const ticket = await createTicketViaApi(page.request);
  // The e2e server runs without PUBLIC_URL: its shop answer gets one, as a configured server's.
  await patchJson<{ public_url: string | null }>(page, '**/api/public/shop', (shop) => ({
    ...shop,
    public_url: 'https://assistenza.negozio.example',
  }));

  await page.goto(`/tickets/${ticket.id}?noprint`);
  const qr = page.getByRole('img', { name: /Codice QR/ });
  await expect(qr).toBeVisible({ timeout: SAVE_TIMEOUT });
  const url = `https://assistenza.negozio.example/public/tickets/${ticket.id}`;
  expect(await decodeQr(qr)).toBe(url);
  await expect(page.getByText(url)).toBeVisible();
});

// Issue 12: the sheet goes to the customer; it showed the device PIN and the staff e-mails.
test('the sheet names staff without e-mails and prints the PIN only when asked', async ({
  page,
  signInAs,
}) => {
  const account = await signInAs('employee');
  const ticket = await createTicketViaApi(page.request, {
    password: 'PIN-4821',
    assigned_to: account.email,
  });
  await page.goto(`/tickets/${ticket.id}`);
  const sheet = page.getByRole('article', { name: `Scheda del ticket ${ticket.ticket_number}` });
  await expect(sheet.getByRole('heading', { level: 1 })).toBeVisible({ timeout: SAVE_TIMEOUT });
  await expect(sheet).toContainText(account.name);
  await expect(sheet).not.toContainText(account.email);
  await expect(sheet).not.toContainText('PIN-4821');

  const choice = page.getByRole('checkbox', { name: 'Stampa anche la password del dispositivo' });
  await expect(choice).not.toBeChecked();
  await choice.check();
  await expect(sheet.getByText('PIN-4821')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(sheet.getByText('PIN-4821')).toBeVisible();
  await expect(choice).toBeHidden();
});
