import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createTicketViaApi, uniqueContacts } from './support/tickets';

// axe-core is injected as a script: the app's CSP would (rightly) refuse it.
test.use({ bypassCSP: true });

const slowestStatus = (page: import('@playwright/test').Page) =>
  page
    .getByRole('region', { name: 'Tempo nei singoli stati' })
    .getByRole('row')
    .nth(1)
    .getByRole('rowheader');

async function move(page: import('@playwright/test').Page, id: string, status: string) {
  const current = await (await page.request.get(`/api/tickets/${id}`)).json();
  const moved = await page.request.patch(`/api/tickets/${id}`, {
    data: { version: current.version, status },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

/**
 * The owner asks where repairs wait: on a device type of their own (the shared database holds
 * other tests' tickets), a ticket waits longest in Parti ordinate; Report names it first, and
 * the CSV says the same.
 */
test('an owner finds the slowest status and exports it @pg', async ({ page, signInAs }) => {
  await signInAs('admin');
  const device = `Tablet report ${randomUUID().slice(0, 8)}`;
  const contacts = uniqueContacts();
  const ticket = await createTicketViaApi(page.request, {
    device_type: device,
    customer_email: contacts.email,
    customer_phone: contacts.phone,
  });
  await move(page, ticket.id, 'In lavorazione');
  await move(page, ticket.id, 'Parti ordinate');
  await page.waitForTimeout(2_500);
  await move(page, ticket.id, 'Pronto per il ritiro');

  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((value) => localStorage.setItem('sportello-theme', value), theme);
    await page.goto('/');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Report', exact: true })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Report', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Periodo' }).selectOption({ label: 'Questo mese' });
    await page.getByRole('textbox', { name: 'Tipo di dispositivo' }).fill(device);
    await page.getByRole('button', { name: 'Mostra' }).click();
    await expect(slowestStatus(page)).toHaveText('Parti ordinate');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expectNoSeriousA11yViolations(page);
  }

  const download = page.waitForEvent('download');
  await page
    .getByRole('figure', { name: 'Tempo nei singoli stati' })
    .getByRole('link', { name: /Esporta CSV/ })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^report-riparazioni-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFFTempo nei singoli stati\r\nStato;Passaggi;Giorni medi\r\n')).toBe(
    true,
  );
  expect(csv.split('\r\n')[2]).toMatch(/^Parti ordinate;1;0,0$/);

  // On a phone the page does not scroll sideways: tables scroll inside themselves.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(slowestStatus(page)).toHaveText('Parti ordinate');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The other sections load with the same filters.
  await page.getByRole('link', { name: 'Economico' }).click();
  await expect(page.getByRole('heading', { name: 'Valore medio delle riparazioni' })).toBeVisible();
  await page.getByRole('link', { name: 'Ricambi' }).click();
  await expect(page.getByRole('heading', { name: 'Valore del magazzino' })).toBeVisible();
});
