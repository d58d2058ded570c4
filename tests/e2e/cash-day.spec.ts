import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolationsInBothThemes } from './support/axe';
import { createTicketViaApi, SAVE_TIMEOUT } from './support/tickets';

// axe-core is injected as a script: the app's CSP would (rightly) refuse it.
test.use({
  bypassCSP: true,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});

/** Takes the ticket's balance in cash through the *Incassa* dialog; returns the dialog. */
async function payCash(page: import('@playwright/test').Page, ticketId: string) {
  await page.goto(`/tickets/${ticketId}/dettagli`);
  const money = page.getByRole('region', { name: 'Pagamenti' });
  await money.getByRole('button', { name: 'Incassa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Incassa' });
  await dialog.getByLabel('Metodo di pagamento').selectOption({ label: 'Contanti' });
  await dialog.getByRole('button', { name: 'Registra incasso' }).click();
  return dialog;
}

/**
 * The drawer's day on a phone: open with a float, a cash payment on a ticket, a prelievo, the
 * close with a difference; the closed day then refuses a payment. Axe in both themes.
 */
test('a technician opens the drawer, takes cash, closes with a difference, and the day is locked @pg', async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  await page.goto('/cassa');
  const drawer = page.getByRole('region', { name: 'Cassa del giorno' });
  await drawer.getByLabel(/^Fondo cassa di /).fill('100');
  await drawer.getByRole('button', { name: 'Apri la cassa' }).click();
  await expect(drawer.getByText(/cassa aperta da/)).toBeVisible({ timeout: SAVE_TIMEOUT });

  const ticket = await createTicketViaApi(page.request, { price: 50 });
  const incassa = await payCash(page, ticket.id);
  await expect(page.getByText('Pagamento registrato', { exact: true })).toBeVisible({
    timeout: SAVE_TIMEOUT,
  });
  await expect(incassa).toBeHidden();

  await page.goto('/cassa');
  await drawer.getByRole('button', { name: 'Prelievo' }).click();
  const prelievo = page.getByRole('dialog', { name: 'Prelievo' });
  await prelievo.getByRole('button', { name: 'Registra' }).click();
  await expect(prelievo.getByLabel('Motivo')).toHaveAccessibleDescription(
    'Indica il motivo del movimento',
  );
  await prelievo.getByLabel('Importo (€)').fill('20');
  await prelievo.getByLabel('Motivo').fill('Pagamento del corriere');
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await prelievo.getByRole('button', { name: 'Registra' }).click();
  await expect(prelievo).toBeHidden({ timeout: SAVE_TIMEOUT });

  const counts = drawer.getByRole('region', { name: 'Atteso, contato e differenza per metodo' });
  await expect(counts.getByRole('row', { name: /Contanti\s+130,00\s€/ })).toBeVisible();
  await expect(drawer.getByText('Pagamento del corriere')).toBeVisible();

  await drawer.getByLabel('Contanti contati nel cassetto (€)').fill('125');
  await drawer.getByRole('button', { name: 'Chiudi la cassa' }).click();
  const confirm = page.getByRole('dialog', { name: 'Chiudere la cassa?' });
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await confirm.getByRole('button', { name: 'Chiudi la cassa' }).click();
  await expect(drawer.getByText(/giornata chiusa da/)).toBeVisible({ timeout: SAVE_TIMEOUT });
  await expect(
    counts.getByRole('row', { name: /Contanti\s+130,00\s€\s+125,00\s€\s+-5,00\s€/ }),
  ).toBeVisible();
  // Read-only: nothing left to move or close.
  await expect(
    drawer.getByRole('button', { name: /Prelievo|Versamento|Chiudi la cassa/ }),
  ).toHaveCount(0);
  await expectNoSeriousA11yViolationsInBothThemes(page);

  const late = await createTicketViaApi(page.request, { price: 30 });
  const refused = await payCash(page, late.id);
  await expect(refused.getByRole('alert')).toContainText(
    /La cassa del \d{2}\/\d{2}\/\d{4} è chiusa/,
  );
});
