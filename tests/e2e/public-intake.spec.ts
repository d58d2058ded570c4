import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { fillForm, photo, setUpShop, ticketsNamed, watchRequests } from './support/public-form';

// A phone: the size of the Moto G Power Lighthouse emulates.
test.use({ viewport: { width: 412, height: 823 } });

test.beforeEach(async ({ adminApi, baseURL }) => {
  await setUpShop(adminApi, baseURL);
});

test('a customer opens a ticket with a photo and follows it on the public page @pg', async ({
  page,
  adminApi,
  baseURL,
}) => {
  const name = `Cliente ${randomUUID().slice(0, 8)}`;
  // Watched from the first request: the form, the upload, the thank-you and the status page.
  const requests = watchRequests(page, baseURL);
  // The logo must fail to load, whichever one is set right now (settings-logo.spec.ts uploads one).
  await page.route(/\/api\/(public\/)?logo/, (route) => route.fulfill({ status: 404 }));
  await page.goto('/public/tickets/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Richiedi assistenza' })).toBeVisible();
  await expect(page.locator('[data-logo-fallback]')).toBeVisible();
  await expect(page.getByLabel('Paese')).toHaveValue('IT');
  await expect(page.getByRole('link', { name: 'informativa sulla privacy' })).toHaveAttribute(
    'href',
    'https://e2e.test/privacy',
  );

  await fillForm(page, name);
  await page.getByLabel('Foto e video').setInputFiles({
    name: 'schermo.png',
    mimeType: 'image/png',
    buffer: await photo(),
  });
  await expect(page.getByRole('progressbar', { name: 'Caricamento di schermo.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rimuovi schermo.png' })).toBeVisible();

  const submit = page.getByRole('button', { name: 'Invia richiesta' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Ho letto e accetto i termini e condizioni').check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/public\/tickets\/thank-you\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Grazie/);
  const number = (await page.locator('[data-ticket-number]').textContent())?.trim() ?? '';
  expect(number).toMatch(/^FM-\d{4}-\d{2}-\d{4}$/);
  const id = page.url().split('/').at(-1) ?? '';

  // Staff record the device password; the customer can then reveal it on the public page.
  const ticket = await adminApi.get(`/api/tickets/${id}`);
  const { version, attachments } = (await ticket.json()) as {
    version: number;
    attachments: unknown[];
  };
  expect(attachments).toHaveLength(1);
  const saved = await adminApi.patch(`/api/tickets/${id}`, { data: { password: '4321', version } });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.getByRole('link', { name: 'Vedi lo stato del ticket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Ticket ${number}` })).toBeVisible();
  await expect(page.getByText('Modulo online')).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText('+39 333 123 4567')).toBeVisible();
  await expect(page.getByText('4321')).toBeHidden();
  await page.getByRole('button', { name: 'Mostra password' }).click();
  await expect(page.getByText('4321')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nascondi password' })).toBeVisible();

  const subject = encodeURIComponent(`Ticket ${number}`);
  await expect(page.getByRole('link', { name: "Scriva un'e-mail" })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:[^?]+\\?subject=${subject}$`),
  );
  await expect(page.getByRole('link', { name: 'Scriva su WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\d+\\?text=.*${encodeURIComponent(number)}`),
  );
  expect(requests.all.length, 'requests seen').toBeGreaterThan(5);
  expect(requests.foreign(), 'requests to other origins').toEqual([]);
});

test.describe('refused submissions store nothing', () => {
  const cases: { what: string; change: Record<string, string>; message: string }[] = [
    {
      what: 'a purchase date in the future',
      change: { 'Data di acquisto': '2999-01-01' },
      message: 'La data di acquisto non può essere successiva a oggi',
    },
    {
      what: 'a missing description',
      change: { 'Descrizione del problema': '' },
      message: 'La descrizione è obbligatoria',
    },
  ];
  for (const { what, change, message } of cases) {
    test(what, async ({ page, adminApi }) => {
      const name = `Rifiuto ${randomUUID().slice(0, 8)}`;
      await page.goto('/public/tickets/new');
      await fillForm(page, name, change);
      await page.getByLabel('Ho letto e accetto i termini e condizioni').check();
      await page.getByRole('button', { name: 'Invia richiesta' }).click();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page).toHaveURL(/\/public\/tickets\/new$/);
      expect(await ticketsNamed(adminApi, name)).toBe(0);
    });
  }

  test('a program renamed to .jpg', async ({ page, adminApi }) => {
    const name = `Eseguibile ${randomUUID().slice(0, 8)}`;
    await page.goto('/public/tickets/new');
    await fillForm(page, name);
    await page.getByLabel('Foto e video').setInputFiles({
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4096, 1)]),
    });
    await page.getByLabel('Ho letto e accetto i termini e condizioni').check();
    await page.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(page.getByLabel('Foto e video')).toHaveAccessibleDescription(
      /Solo immagini \(JPG, PNG, GIF, WebP\) e video \(MP4, MOV, WebM\) sono supportati\./,
    );
    // Nothing was stored: the file's bar does not stay full.
    await expect(
      page.getByRole('progressbar', { name: 'Caricamento di foto.jpg' }),
    ).toHaveAttribute('value', '0');
    expect(await ticketsNamed(adminApi, name)).toBe(0);
  });
});
