import type { Locator, Page } from '@playwright/test';
import type { TicketChecksDto } from '../../src/shared/tickets/ticket-checks';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { fillForm } from './support/public-form';
import {
  createTicketViaApi,
  recordPrintCalls,
  SAVE_TIMEOUT,
  uniqueContacts,
  uniqueCustomer,
} from './support/tickets';

// The counter's tablet, held upright.
test.use({ bypassCSP: true, viewport: { width: 820, height: 1180 } });

/** A signature drawn with the mouse: two strokes across the canvas. */
async function drawSignature(page: Page, canvas: Locator) {
  await expect(canvas).toBeVisible();
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('riquadro della firma non visibile');
  for (const [from, to] of [
    [0.1, 0.8],
    [0.3, 0.6],
  ] as const) {
    await page.mouse.move(box.x + box.width * from, box.y + box.height * 0.7);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      const x = from + ((to - from) * step) / 10;
      await page.mouse.move(box.x + box.width * x, box.y + box.height * (0.3 + (step % 3) * 0.15));
    }
    await page.mouse.up();
  }
}

const check = (scope: Locator, label: string, result: string) =>
  scope.getByRole('radiogroup', { name: label }).getByLabel(result).check();

test('intake with the checklist and a drawn signature; the printed sheet shows both @pg', async ({
  page,
  signInAs,
}) => {
  await recordPrintCalls(page);
  await signInAs('employee');
  const contacts = uniqueContacts();
  await page.goto('/tickets/new');
  await page.getByLabel('Descrizione del problema').fill('Display rotto, non carica');
  await page.getByLabel('Nome del cliente').fill(uniqueCustomer());
  await page.getByLabel('Email del cliente').fill(contacts.email);
  await page.getByLabel('Tipo di dispositivo').fill('iPhone 13');

  await page.getByRole('button', { name: 'Controlli all’accettazione e firma' }).click();
  const checks = page.getByRole('group', { name: 'Controlli all’accettazione e firma' });
  await expect(checks.getByLabel('Elenco dei controlli')).toHaveValue('Smartphone');
  await check(checks, 'Accensione', 'OK');
  await check(checks, 'Display', 'Non funzionante');
  await checks.getByLabel('Nota: Display').fill('Vetro incrinato in alto');
  await check(checks, 'Face ID / Touch ID', 'Non verificabile');

  await checks.getByRole('button', { name: 'Fai firmare il cliente' }).click();
  await drawSignature(page, checks.getByRole('img', { name: /Riquadro della firma/ }));

  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/tickets',
  );
  const signed = page.waitForResponse((r) => r.url().endsWith('/signatures'));
  await page.getByRole('button', { name: 'Crea ticket' }).click();
  const ticket = (await (await created).json()) as { id: string; ticket_number: string };
  expect((await signed).status()).toBe(201);
  await expect(page).toHaveURL('/tickets', { timeout: SAVE_TIMEOUT });

  const detail = (await (
    await page.request.get(`/api/tickets/${ticket.id}`)
  ).json()) as TicketChecksDto;
  expect(detail.checklist_intake.map((i) => [i.label, i.result])).toEqual([
    ['Accensione', 'ok'],
    ['Display', 'ko'],
    ['Face ID / Touch ID', 'na'],
  ]);
  expect(detail.signatures).toHaveLength(1);

  await page.goto(`/tickets/${ticket.id}`);
  const table = page.getByRole('table', { name: 'Controlli all’accettazione' });
  await expect(table).toBeVisible({ timeout: SAVE_TIMEOUT });
  await expect(table.getByRole('row', { name: /Display/ })).toContainText('Non funzionante');
  await expect(table.getByRole('row', { name: /Display/ })).toContainText(
    'Vetro incrinato in alto',
  );
  const image = page.getByRole('img', { name: 'Firma del cliente (Accettazione)' });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(page.getByText(/Accettazione: firmata il/)).toBeVisible();
});

test('pickup on the staff page: checks again, the name typed from the keyboard', async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  const ticket = await createTicketViaApi(page.request);
  const intake = [
    { key: 'accensione', label: 'Accensione', result: 'ok' },
    { key: 'display', label: 'Display', result: 'ko', note: 'Da sostituire' },
  ];
  const put = await page.request.put(`/api/tickets/${ticket.id}/checklist/intake`, {
    data: { items: intake },
  });
  expect(put.status()).toBe(200);

  await page.goto(`/tickets/${ticket.id}/dettagli`);
  const section = page.getByRole('region', { name: 'Controlli e firme' });
  await expect(section).toBeVisible({ timeout: SAVE_TIMEOUT });
  await section.getByRole('button', { name: 'Apri controlli e firme' }).click();
  const pickup = section.getByRole('region', { name: 'Al ritiro' });
  // The pickup list starts from the intake's checks, with no result yet.
  await expect(
    pickup.getByRole('radiogroup', { name: 'Display' }).getByLabel('OK'),
  ).not.toBeChecked();
  await check(pickup, 'Accensione', 'OK');
  await check(pickup, 'Display', 'OK');
  await pickup.getByRole('button', { name: 'Salva i controlli al ritiro' }).click();
  await expect(section.getByText('Controlli al ritiro salvati.')).toBeVisible();

  await section.getByRole('button', { name: 'Fai firmare il cliente al ritiro' }).click();
  await section.getByRole('button', { name: 'Scrivi il nome invece di firmare' }).click();
  await section.getByLabel('Nome e cognome del cliente').fill('Maria Rossi');
  await section.getByRole('button', { name: 'Salva la firma' }).click();
  await expect(section.getByRole('img', { name: 'Firma del cliente (Ritiro)' })).toBeVisible({
    timeout: SAVE_TIMEOUT,
  });
  await expect(section.getByText(/Ritiro: firmata il .* da Maria Rossi/)).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: 'Ritiro: 2 OK' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the checks, the signature and Settings → Accettazione are accessible, ${theme} theme`, async ({
    page,
    signInAs,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('sportello-theme', value), theme);
    await signInAs('admin');
    await page.goto('/tickets/new');
    await page.getByRole('button', { name: 'Controlli all’accettazione e firma' }).click();
    const checks = page.getByRole('group', { name: 'Controlli all’accettazione e firma' });
    await checks.getByRole('button', { name: 'Fai firmare il cliente' }).click();
    await expect(checks.getByRole('img', { name: /Riquadro della firma/ })).toBeVisible();
    await expect(checks.getByRole('radiogroup', { name: 'Accensione' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const ticket = await createTicketViaApi(page.request);
    await page.goto(`/tickets/${ticket.id}/dettagli`);
    const checksSection = page.getByRole('region', { name: 'Controlli e firme' });
    await checksSection.getByRole('button', { name: 'Apri controlli e firme' }).click({
      timeout: SAVE_TIMEOUT,
    });
    await expect(checksSection.getByRole('region', { name: 'Al ritiro' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/settings#accettazione');
    const section = page.getByRole('region', { name: 'Accettazione', exact: true });
    await expect(section.getByRole('list', { name: 'Controlli: Smartphone' })).toBeVisible({
      timeout: SAVE_TIMEOUT,
    });
    await expectNoSeriousA11yViolations(page);
  });
}

test('an admin reorders and extends a device kind’s checks; the counter offers them', async ({
  page,
  signInAs,
  adminApi,
}) => {
  const before = await (await adminApi.get('/api/settings/checklists')).json();
  try {
    await signInAs('admin');
    await page.goto('/settings#accettazione');
    const section = page.getByRole('region', { name: 'Accettazione', exact: true });
    await section.getByLabel('Elenco da modificare').selectOption('Console');
    const list = section.getByRole('list', { name: 'Controlli: Console' });
    await expect(list).toBeVisible({ timeout: SAVE_TIMEOUT });
    await section.getByLabel('Nuovo controllo').fill('Lettore schede');
    await section.getByRole('button', { name: 'Aggiungi controllo' }).click();
    await section.getByRole('button', { name: 'Sposta su: Lettore schede' }).click();
    await section.getByRole('button', { name: 'Salva checklist' }).click();
    await expect(section.getByText('Checklist salvate con successo!')).toBeVisible();

    await page.goto('/tickets/new');
    await page.getByRole('button', { name: 'Controlli all’accettazione e firma' }).click();
    const checks = page.getByRole('group', { name: 'Controlli all’accettazione e firma' });
    await checks.getByLabel('Elenco dei controlli').selectOption('Console');
    // The console's checks, once drawn, the new one among them; then their order.
    await expect(checks.getByRole('radiogroup', { name: 'Lettore schede' })).toBeVisible();
    const names = await checks
      .getByRole('radiogroup')
      .evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label')));
    expect(names.slice(-2)).toEqual(['Lettore schede', 'Ventole']);
  } finally {
    await adminApi.put('/api/settings/checklists', { data: before });
  }
});

test('the customer signs the public intake form on a phone', async ({ page, adminApi }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const name = uniqueCustomer();
  await page.goto('/public/tickets/new');
  await fillForm(page, name);
  const terms = page.getByLabel('Ho letto e accetto i termini e condizioni');
  if (await terms.count()) await terms.check();
  const signature = page.getByRole('group', { name: /^Firma/ });
  await drawSignature(page, signature.getByRole('img', { name: 'Riquadro della firma' }));
  await expect(page.locator('input[name="signature"]')).toHaveValue(/^data:image\/png;base64,/);
  await page.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(page).toHaveURL(/\/public\/tickets\/thank-you\//, { timeout: SAVE_TIMEOUT });

  const id = new URL(page.url()).pathname.split('/').at(-1);
  const detail = (await (await adminApi.get(`/api/tickets/${id}`)).json()) as TicketChecksDto;
  expect(detail.signatures.map((s) => [s.stage, s.signed_by_name])).toEqual([['intake', null]]);
});
