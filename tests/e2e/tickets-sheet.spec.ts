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

// Regression: the sheet goes to the customer; it showed the device PIN and the staff e-mails.
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

// Regression: printing from the dark theme gave a pale sheet.
test('the sheet prints in the light palette even from the dark theme', async ({
  page,
  signInAs,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInAs('employee');
  const ticket = await createTicketViaApi(page.request, { password: 'PIN-9' });
  await page.goto(`/tickets/${ticket.id}`);
  const sheet = page.getByRole('article', { name: `Scheda del ticket ${ticket.ticket_number}` });
  await expect(sheet.getByRole('heading', { level: 1 })).toBeVisible({ timeout: SAVE_TIMEOUT });
  await expect(page.locator('html')).toHaveClass(/dark/);

  /** The text of the sheet whose contrast on white paper is under 4.5:1 (WCAG AA). */
  const paleOnPaper = () =>
    sheet.evaluate((root) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      const luminance = (color: string) => {
        if (!context) return 0;
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
        const channel = (c: number) => {
          const v = c / 255;
          return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      return [root, ...root.querySelectorAll('*')]
        .filter((element) =>
          [...element.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()),
        )
        .filter((element) => element.getBoundingClientRect().width > 0)
        .map((element) => ({
          text: element.textContent?.trim().slice(0, 30),
          contrast: 1.05 / (luminance(getComputedStyle(element).color) + 0.05),
        }))
        .filter((item) => item.contrast < 4.5);
    });
  expect((await paleOnPaper()).length).toBeGreaterThan(0); // on screen: light text on dark

  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  expect(await paleOnPaper()).toEqual([]);
  const paper = await sheet.evaluate((element) => ({
    sheet: getComputedStyle(element).backgroundColor,
    page: getComputedStyle(document.body).backgroundColor,
  }));
  expect(paper.sheet).toBe('rgb(255, 255, 255)');
  expect(paper.page).not.toMatch(/oklch\(0\.[0-4]/);
});
