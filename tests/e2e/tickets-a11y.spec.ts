import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createTicketViaApi, SAVE_TIMEOUT, uniqueCustomer } from './support/tickets';

// axe-core is injected as an inline script, which the app's CSP (script-src 'self') refuses.
// Below 1024 px the list keeps its cards, which these tests read; the desktop table has its own (counter.spec.ts).
test.use({ bypassCSP: true, viewport: { width: 900, height: 900 } });

for (const theme of ['light', 'dark'] as const) {
  test(`ticket list, form and sheet are accessible, ${theme} theme`, async ({ page, signInAs }) => {
    // Four pages, each scanned by axe: slow on a busy machine.
    test.slow();
    await page.addInitScript((value) => localStorage.setItem('sportello-theme', value), theme);
    await signInAs('employee');
    const customer = uniqueCustomer();
    const ticket = await createTicketViaApi(page.request, {
      customer_name: customer,
      customer_phone: '+393331234567',
      priority: 'high',
      price: 120,
      password: '1234',
    });

    await page.goto(`/tickets?q=${encodeURIComponent(customer)}`);
    await expect(page.getByRole('article', { name: ticket.ticket_number })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: `Modifica ${ticket.ticket_number}` }).click();
    await expect(page.getByLabel('Telefono del cliente', { exact: true })).toBeVisible({
      timeout: SAVE_TIMEOUT,
    });
    await expectNoSeriousA11yViolations(page);

    await page.goto('/tickets/new');
    await page.getByRole('button', { name: 'Crea ticket' }).click();
    await expect(page.getByText('La descrizione è obbligatoria')).toBeVisible();
    await expect(page.getByLabel('Telefono del cliente', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/tickets/${ticket.id}`);
    await expect(page.getByRole('heading', { level: 1, name: ticket.ticket_number })).toBeVisible();
    await expect(page.getByRole('img', { name: /Codice QR/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Modifica ticket' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Modifica ${ticket.ticket_number}` }),
    ).toBeVisible({ timeout: SAVE_TIMEOUT });
    await expect(page.getByLabel('Descrizione del problema')).toHaveValue(
      'Schermo rotto dopo una caduta',
      { timeout: SAVE_TIMEOUT },
    );
    await page.getByRole('button', { name: 'Annulla' }).click();
    await expect(page.getByRole('img', { name: /Codice QR/ })).toBeVisible();
  });
}
