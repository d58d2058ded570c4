import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createTicketViaApi, SAVE_TIMEOUT, uniqueContacts } from './support/tickets';

// axe is injected as an inline script, which the app's CSP refuses.
test.use({ bypassCSP: true });

const statusOf = async (api: APIRequestContext, id: string) =>
  ((await (await api.get(`/api/tickets/${id}`)).json()) as { status: string }).status;

/** The customer's status e-mails of one ticket in the outbox, newest first. */
async function statusMails(api: APIRequestContext, ticketId: string) {
  const response = await api.get('/api/outbox?limit=100');
  const page = (await response.json()) as {
    items: { ticket_id: string | null; event_type: string; subject: string }[];
  };
  return page.items.filter(
    (m) => m.ticket_id === ticketId && m.event_type === 'ticket_status_changed',
  );
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a ticket waiting for a special-order part: ordered, sent, received, held, used (${viewport.width} px) @pg`, async ({
    page,
    signInAs,
    adminApi,
  }) => {
    await page.setViewportSize(viewport);
    const supplierName = `Ricambi Ticket ${Date.now()}`;
    const supplier = await adminApi.post('/api/suppliers', { data: { name: supplierName } });
    expect(supplier.status(), await supplier.text()).toBe(201);
    const ticket = await createTicketViaApi(adminApi, { customer_email: uniqueContacts().email });
    const part = `Display ${ticket.ticket_number}`;

    await signInAs('employee');
    await page.goto(`/tickets/${ticket.id}/dettagli`);
    await page.getByRole('button', { name: 'Ordina ricambio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ordina ricambio' });
    await dialog.getByLabel('Ricambio').fill(part);
    await dialog.getByRole('combobox', { name: /Fornitore/ }).fill(supplierName);
    await page.getByRole('option', { name: new RegExp(supplierName) }).click();
    await dialog.getByLabel('Quantità').fill('1');
    await dialog.getByLabel('Costo unitario (€)').fill('45,50');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Ordina' }).click();
    await expect(dialog).toBeHidden({ timeout: SAVE_TIMEOUT });
    await expect.poll(() => statusOf(adminApi, ticket.id)).toBe('Parti ordinate');

    const orders = await adminApi.get(`/api/purchase-orders?status=bozza&limit=100`);
    const draft = (
      (await orders.json()) as { items: { id: string; supplier_name: string }[] }
    ).items.find((o) => o.supplier_name === supplierName);
    expect(draft).toBeDefined();
    await page.goto(`/purchase-orders/${draft?.id}`);
    await page.getByRole('button', { name: 'Invia al fornitore' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Invia al fornitore' }).click();
    await expect(page.getByText('Inviato', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Ricevi tutto' }).click();
    await expect(page.getByText('Ricevuto', { exact: true })).toBeVisible();
    await expect.poll(() => statusOf(adminApi, ticket.id)).toBe('In lavorazione');

    await page.goto(`/tickets/${ticket.id}/dettagli`);
    const use = page.getByRole('button', { name: `Usa un ricambio: ${part}` });
    await expect(use).toBeVisible({ timeout: SAVE_TIMEOUT });
    await expect(page.getByText('Ricambi riservati')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(use).toBeVisible({ timeout: SAVE_TIMEOUT });
    await expectNoSeriousA11yViolations(page);
    await use.click();
    await expect(use).toBeHidden({ timeout: SAVE_TIMEOUT });
    await expect(page.getByRole('link', { name: new RegExp(part) })).toBeVisible();

    const ready = await adminApi.get(`/api/tickets/${ticket.id}`);
    const { version } = (await ready.json()) as { version: number };
    const moved = await adminApi.patch(`/api/tickets/${ticket.id}`, {
      data: { version, status: 'Pronto per il ritiro' },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    // The customer heard of each step: parts ordered, work resumed, ready.
    await expect
      .poll(async () => (await statusMails(adminApi, ticket.id)).length, { timeout: SAVE_TIMEOUT })
      .toBe(3);
  });
}
