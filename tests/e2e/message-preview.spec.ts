import { expect, test } from './fixtures';
import { openSettings, settingsSection } from './support/settings';
import { createTicketViaApi, SAVE_TIMEOUT } from './support/tickets';

/**
 * The e-mail preview of Settings → Messaggi ai clienti under the app's real CSP (no bypass here,
 * unlike customer-messages.spec.ts): the message's inline styles apply, as in a mail client, and
 * the page logs no refused style (the fixture fails on any console error).
 */
test('the e-mail preview shows the message styled as the customer receives it', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  const ticket = await createTicketViaApi(page.request, { device_type: 'iPhone 13' });
  await openSettings(page, 'Messaggi ai clienti');
  const section = settingsSection(page, 'Messaggi ai clienti');
  await section
    .getByRole('combobox', { name: 'Ticket per l’anteprima' })
    .fill(ticket.ticket_number);
  await section.getByRole('option', { name: new RegExp(ticket.ticket_number) }).click();

  const mail = section.frameLocator(
    'iframe[title="Anteprima dell’e-mail come la riceve il cliente"]',
  );
  await expect(mail.getByText(ticket.ticket_number).first()).toBeVisible({
    timeout: SAVE_TIMEOUT,
  });
  // The layout's body: grey page, Arial, as its style attribute says.
  const body = mail.locator('body');
  await expect(body).toHaveCSS('background-color', 'rgb(244, 244, 245)');
  await expect(body).toHaveCSS('font-family', /Arial/);
  await expect(body).toHaveCSS('margin-top', '0px');
});
