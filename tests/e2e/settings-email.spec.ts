import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { catcherMode, caughtFor } from './support/mail-catcher';
import {
  keepSettings,
  openSettings,
  readSettings,
  saveSection,
  settingsSection,
  writeSettings,
} from './support/settings';
import { openStackDatabase } from './support/stack-database';
import { currentStack } from './support/stacks';
import { createTicketViaApi } from './support/tickets';

const EMAIL_KEYS = [
  'email_new_ticket',
  'email_status_change',
  'email_admin_address',
  'email_admin_counter_tickets',
  'email_admin_old_tickets',
  'email_admin_old_tickets_days',
] as const;

const emailSection = (page: Page) => settingsSection(page, 'Notifiche e-mail');

/**
 * No API creates a ticket in the past: move one back in the e2e server's own database.
 */
async function backdateTicket(id: string, days: number) {
  const database = openStackDatabase(currentStack());
  try {
    const createdAt = new Date(Date.now() - days * 24 * 60 * 60_000).toISOString();
    await database.db
      .updateTable('tickets')
      .set({ created_at: createdAt })
      .where('id', '=', id)
      .execute();
  } finally {
    await database.close();
  }
}

// These tests share the admin address (global): one at a time, each restoring what it changed.
test.describe.configure({ mode: 'serial' });
// axe-core is injected as an inline script, which the app's CSP (script-src 'self') refuses.
test.use({ bypassCSP: true });

test.describe('settings: e-mail notifications (admin)', () => {
  let restore: () => Promise<void>;

  test.beforeEach(async ({ adminApi, page, signInAs }) => {
    ({ restore } = await keepSettings(adminApi, EMAIL_KEYS));
    await signInAs('admin');
    await openSettings(page, 'E-mail');
  });

  test.afterEach(async () => {
    await catcherMode('accept');
    await restore();
  });

  test('without PUBLIC_URL the admin is told that customer links are local', async ({
    page,
    baseURL,
  }) => {
    const port = new URL(baseURL ?? '').port;
    const warning = emailSection(page).getByText(/^PUBLIC_URL non è impostato/);
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(
      `i link nelle e-mail ai clienti puntano a http://localhost:${port}`,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('the owner hears of counter tickets only when switched on, off by default', async ({
    page,
  }) => {
    const counter = emailSection(page).getByRole('switch', {
      name: 'Avvisa anche dei ticket inseriti al banco',
    });
    await expect(counter).toHaveAttribute('aria-checked', 'false');
    await counter.click();
    await saveSection(emailSection(page));
    await page.reload();
    await expect(counter).toHaveAttribute('aria-checked', 'true');
  });

  test('0 days is refused and nothing is saved; a valid section survives reload', async ({
    page,
    adminApi,
  }) => {
    const before = await readSettings(adminApi);
    const email = emailSection(page);
    const days = email.getByLabel("Giorni prima dell'avviso");
    await email.getByLabel('Indirizzo email amministratore').fill('titolare@e2e.test');
    await days.fill('0');
    await email.getByRole('button', { name: 'Salva' }).click();
    await expect(email.getByText('Il numero di giorni deve essere almeno 1')).toBeVisible();
    await expect(days).toHaveAccessibleDescription('Il numero di giorni deve essere almeno 1');
    await expect(email.getByRole('alert')).toHaveText(
      "Impossibile salvare l'impostazione «Giorni prima dell'avviso»",
    );
    const after = await readSettings(adminApi);
    for (const key of EMAIL_KEYS) expect(after[key]).toBe(before[key]);

    const flip = (value: string) => (value === 'true' ? 'false' : 'true');
    const newTicket = email.getByRole('switch', { name: 'E-mail per i nuovi ticket' });
    const statusChange = email.getByRole('switch', { name: 'E-mail al cambio di stato' });
    await newTicket.click();
    await statusChange.click();
    await days.fill('10');
    expect(await saveSection(email)).toEqual({
      email_new_ticket: flip(before.email_new_ticket),
      email_status_change: flip(before.email_status_change),
      email_admin_address: 'titolare@e2e.test',
      email_admin_counter_tickets: before.email_admin_counter_tickets,
      email_admin_old_tickets: before.email_admin_old_tickets,
      email_admin_old_tickets_days: '10',
    });
    await expect(email.getByRole('status').first()).toHaveText(
      'Impostazioni e-mail salvate con successo!',
    );

    await openSettings(page, 'E-mail');
    const reloaded = emailSection(page);
    await expect(reloaded.getByLabel('Indirizzo email amministratore')).toHaveValue(
      'titolare@e2e.test',
    );
    await expect(reloaded.getByLabel("Giorni prima dell'avviso")).toHaveValue('10');
    await expect(
      reloaded.getByRole('switch', { name: 'E-mail per i nuovi ticket' }),
    ).toHaveAttribute('aria-checked', flip(before.email_new_ticket));
    await expect(
      reloaded.getByRole('switch', { name: 'E-mail al cambio di stato' }),
    ).toHaveAttribute('aria-checked', flip(before.email_status_change));
  });

  test('the test e-mail without an admin address asks for one', async ({ page, adminApi }) => {
    await writeSettings(adminApi, { email_admin_address: '' });
    await openSettings(page, 'E-mail');
    await emailSection(page).getByRole('button', { name: 'Invia e-mail di prova' }).click();
    await expect(emailSection(page).getByRole('alert')).toHaveText(
      'Inserisci prima un indirizzo email amministratore',
    );
  });

  test('checking old tickets now says that no notice was sent', async ({ page, adminApi }) => {
    // Without an admin address the notice cannot go anywhere: the check sends nothing.
    await writeSettings(adminApi, { email_admin_address: '' });
    await emailSection(page).getByRole('button', { name: 'Controlla ora i ticket vecchi' }).click();
    await expect(emailSection(page).getByRole('status').last()).toHaveText(
      /^Nessun avviso inviato/,
    );
  });

  test('the test e-mail arrives at the SMTP catcher, to the admin address', async ({
    page,
    adminApi,
  }) => {
    const address = `titolare-${Date.now()}@e2e.test`;
    await writeSettings(adminApi, { email_admin_address: address });
    const shop = (await readSettings(adminApi)).shop_name.trim() || 'Sportello';
    await openSettings(page, 'E-mail');
    await emailSection(page).getByRole('button', { name: 'Invia e-mail di prova' }).click();
    await expect(emailSection(page).getByRole('status').last()).toHaveText(
      "E-mail di prova inviata all'indirizzo amministratore.",
    );
    const [mail, ...more] = await caughtFor(address);
    expect(more).toEqual([]);
    expect(mail?.to).toEqual([address]);
    expect(mail?.subject).toBe(`E-mail di prova – ${shop}`);
    expect(mail?.text).toContain('le notifiche via e-mail funzionano');
  });

  test('checking old tickets now sends the notice when an open ticket is old enough @pg', async ({
    page,
    adminApi,
  }) => {
    const address = `avvisi-${Date.now()}@e2e.test`;
    await writeSettings(adminApi, {
      email_admin_address: address,
      email_admin_old_tickets: 'true',
      email_admin_old_tickets_days: '7',
    });
    const ticket = await createTicketViaApi(adminApi);
    await backdateTicket(ticket.id, 30);
    await openSettings(page, 'E-mail');
    await emailSection(page).getByRole('button', { name: 'Controlla ora i ticket vecchi' }).click();
    await expect(emailSection(page).getByRole('status').last()).toHaveText(
      /^Avviso inviato all'indirizzo amministratore: (1 ticket aperto|\d+ ticket aperti) da troppi giorni\.$/,
    );
    // The admin also gets the new-ticket e-mail of that ticket: pick the notice out.
    const notices = async () =>
      (await caughtFor(address)).filter((m) => m.subject.startsWith('Ticket aperti'));
    await expect.poll(async () => (await notices()).length).toBe(1);
    const [notice] = await notices();
    expect(notice?.subject).toMatch(/^Ticket aperti da più di 7 giorni: \d+ – /);
    expect(notice?.text).toContain(ticket.ticket_number);
    expect(notice?.text).toContain(`/public/tickets/${ticket.id}`);
  });

  test('a test e-mail the mail server refuses is listed in the outbox and can be resent @pg', async ({
    page,
    adminApi,
  }) => {
    const address = `prova-${Date.now()}@e2e.test`;
    await writeSettings(adminApi, { email_admin_address: address });
    await openSettings(page, 'E-mail');
    await catcherMode('permfail');
    await emailSection(page).getByRole('button', { name: 'Invia e-mail di prova' }).click();
    // The server answered 550: the message is kept in the outbox as failed, with the reason.
    const failure = emailSection(page).getByRole('alert');
    await expect(failure).toContainText('E-mail di prova non inviata');
    await expect(failure).toContainText('Stato: Invio non riuscito.');
    await expect(failure).toContainText('550');
    expect(await caughtFor(address)).toEqual([]);

    await emailSection(page).getByRole('link', { name: 'posta in uscita' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Posta in uscita' })).toBeVisible();
    // Other files' tickets may mail this admin address meanwhile: pick the test e-mail's row.
    const row = page.getByRole('row', { name: new RegExp(`${address} E-mail di prova`) });
    await expect(row).toContainText('Invio non riuscito');
    await catcherMode('accept');
    await row.getByRole('button', { name: new RegExp(`^Reinvia a ${address}`) }).click();
    await expect(page.getByRole('status')).toHaveText(`Messaggio a ${address} rimesso in coda.`);
    await expect(page.locator(':focus')).toHaveText(`Messaggio a ${address} rimesso in coda.`);
    // Back in the queue, the worker delivers it: once.
    await expect.poll(async () => (await caughtFor(address)).length).toBe(1);

    await page.getByLabel('Stato').selectOption({ label: 'Inviata' });
    await expect(page.getByRole('row', { name: new RegExp(address) })).toContainText('Inviata');
    await expectNoSeriousA11yViolations(page);
  });

  test('after a mail server outage, one button puts every failed message back in the queue', async ({
    page,
    adminApi,
  }) => {
    const address = `guasto-${Date.now()}@e2e.test`;
    await writeSettings(adminApi, { email_admin_address: address });
    await openSettings(page, 'E-mail');
    await catcherMode('permfail');
    await emailSection(page).getByRole('button', { name: 'Invia e-mail di prova' }).click();
    await expect(emailSection(page).getByRole('alert')).toContainText('Invio non riuscito');
    await catcherMode('accept');

    await page.goto('/settings/outbox');
    await page.getByRole('button', { name: 'Reinvia tutti i messaggi non inviati' }).click();
    await expect(page.getByRole('status')).toHaveText(
      /^(1 messaggio rimesso|\d+ messaggi rimessi) in coda\.$/,
    );
    await expect.poll(async () => (await caughtFor(address)).length).toBe(1);
  });
});
