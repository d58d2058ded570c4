import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { caughtFor } from './support/mail-catcher';
import { openSettings, settingsSection } from './support/settings';
import { createTicketViaApi, SAVE_TIMEOUT, uniqueContacts } from './support/tickets';

const PATH = '/api/settings/customer-messages';

/** The texts are the shop's (global): each test puts back what it found. */
async function keepCustomerMessages(api: APIRequestContext) {
  const saved = await (await api.get(PATH)).json();
  return async () => {
    expect((await api.put(PATH, { data: saved })).status()).toBe(200);
  };
}

const messagesSection = (page: Page) => settingsSection(page, 'Messaggi ai clienti');

/** Picks the ticket of the preview by its number in the section's search box. */
async function pickPreviewTicket(page: Page, ticketNumber: string) {
  const section = messagesSection(page);
  await section.getByRole('combobox', { name: 'Ticket per l’anteprima' }).fill(ticketNumber);
  await section.getByRole('option', { name: new RegExp(ticketNumber) }).click();
}

// The texts are shared by the whole app: one test at a time.
test.describe.configure({ mode: 'serial' });
// axe-core is injected as an inline script, which the app's CSP (script-src 'self') refuses.
test.use({ bypassCSP: true });

test.describe('Settings → Messaggi ai clienti', () => {
  let restore: () => Promise<void>;
  test.beforeEach(async ({ adminApi }) => {
    restore = await keepCustomerMessages(adminApi);
  });
  test.afterEach(async () => {
    await restore();
  });

  test('the admin edits the Pronto per il ritiro text, previews it, and the next e-mail uses it @pg', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    const contacts = uniqueContacts();
    const ticket = await createTicketViaApi(page.request, {
      customer_email: contacts.email,
      device_type: 'iPhone 13',
    });
    await openSettings(page, 'Messaggi ai clienti');
    const section = messagesSection(page);
    await expect(section.getByLabel('Stato del ticket')).toHaveValue('Pronto per il ritiro');

    const subject = section.getByLabel('Oggetto dell’e-mail');
    const body = section.getByLabel('Testo dell’e-mail');
    await subject.fill('Il suo {dispositivo} la aspetta – {numero}');
    await body.fill('Buongiorno {nome},\nè pronto.');
    await expect(
      section.getByText('Segnaposto sconosciuto: {nome}. Usa solo quelli elencati.'),
    ).toBeVisible();
    await body.fill(
      'Buongiorno {cliente},\nil suo {dispositivo} è pronto: passi quando vuole.\n\n{link}',
    );

    await pickPreviewTicket(page, ticket.ticket_number);
    const expectedSubject = `Il suo iPhone 13 la aspetta – ${ticket.ticket_number}`;
    await expect(section.getByText(expectedSubject)).toBeVisible({ timeout: SAVE_TIMEOUT });
    const mailView = section.frameLocator(
      'iframe[title="Anteprima dell’e-mail come la riceve il cliente"]',
    );
    await expect(
      mailView.getByText('il suo iPhone 13 è pronto: passi quando vuole.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await section.getByRole('button', { name: 'Salva messaggi ai clienti' }).click();
    await expect(section.getByText('Messaggi ai clienti salvati con successo!')).toBeVisible({
      timeout: SAVE_TIMEOUT,
    });

    const moved = await page.request.patch(`/api/tickets/${ticket.id}`, {
      data: { version: ticket.version, status: 'Pronto per il ritiro' },
    });
    expect(moved.status()).toBe(200);
    await expect
      .poll(async () => (await caughtFor(contacts.email)).map((m) => m.subject), {
        timeout: 15_000,
      })
      .toContain(expectedSubject);
    const mail = (await caughtFor(contacts.email)).find((m) => m.subject === expectedSubject);
    expect(mail?.text).toContain('il suo iPhone 13 è pronto: passi quando vuole.');
    expect(mail?.text).toContain(`/public/tickets/${ticket.id}`);
  });

  test('Ripristina il testo predefinito brings back the default text', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    await openSettings(page, 'Messaggi ai clienti');
    const section = messagesSection(page);
    const body = section.getByLabel('Testo dell’e-mail');
    await body.fill('Testo provvisorio');
    await section.getByRole('button', { name: 'Ripristina il testo predefinito' }).click();
    await expect(body).toHaveValue(/^Gentile \{cliente\},\nlo stato del suo ticket \{numero\}/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the section with its preview passes axe in the ${theme} theme`, async ({
      page,
      signInAs,
    }) => {
      // Not in the preview's sandboxed frame, which has no storage of its own.
      await page.addInitScript((value) => {
        if (window.top === window) localStorage.setItem('sportello-theme', value);
      }, theme);
      await signInAs('admin');
      const ticket = await createTicketViaApi(page.request, {
        customer_email: uniqueContacts().email,
      });
      await openSettings(page, 'Messaggi ai clienti');
      await pickPreviewTicket(page, ticket.ticket_number);
      await expect(messagesSection(page).getByText(`Ticket ${ticket.ticket_number}:`)).toBeVisible({
        timeout: SAVE_TIMEOUT,
      });
      await messagesSection(page).getByText('Segnaposti disponibili').click();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
