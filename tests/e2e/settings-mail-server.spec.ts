import type { APIRequestContext } from '@playwright/test';
import type { MailServerView } from '../../src/shared/mail-server';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openSettings, settingsSection } from './support/settings';

/** The server every mail of the run leaves through (saved by the global setup). */
async function readServer(api: APIRequestContext): Promise<MailServerView> {
  const response = await api.get('/api/settings/mail-server');
  expect(response.status()).toBe(200);
  return (await response.json()) as MailServerView;
}

const PASSWORD = 'Posta-Segreta-9';

// The mail server is global: one test at a time, each putting back what the run relies on.
test.describe.configure({ mode: 'serial' });
test.use({ bypassCSP: true });

test.describe('settings: the mail server (admin)', () => {
  let original: NonNullable<MailServerView['saved']>;

  test.beforeEach(async ({ adminApi, page, signInAs }) => {
    const saved = (await readServer(adminApi)).saved;
    if (!saved) throw new Error('the global setup saves a mail server');
    original = saved;
    await signInAs('admin');
    await openSettings(page, 'E-mail');
  });

  test.afterEach(async ({ adminApi }) => {
    const { host, port, security, username, sender } = original;
    const response = await adminApi.put('/api/settings/mail-server', {
      data: { host, port, security, username, sender, password: '' },
    });
    expect(response.status()).toBe(200);
  });

  test('a password is saved, shown only as "impostata", and never sent back @pg', async ({
    page,
    adminApi,
  }) => {
    const section = settingsSection(page, 'Server di posta');
    await expect(section.getByLabel('Server SMTP')).toHaveValue(original.host);
    await expect(section.getByLabel('Porta')).toHaveValue(String(original.port));
    await expect(section.getByLabel('Sicurezza')).toHaveValue('none');
    await expect(section.getByLabel('Mittente')).toHaveValue(original.sender);

    await section.getByLabel('Password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Salva server di posta' }).click();
    await expect(section.getByRole('status')).toHaveText(
      'Server di posta salvato: connessione riuscita.',
    );
    await expect(section.getByText('impostata', { exact: true })).toBeVisible();
    await expect(section.getByLabel('Password')).toHaveCount(0);

    const reply = page.waitForResponse((r) => r.url().endsWith('/api/settings/mail-server'));
    await openSettings(page, 'E-mail');
    expect(await (await reply).text()).not.toContain(PASSWORD);
    const reloaded = settingsSection(page, 'Server di posta');
    await expect(reloaded.getByText('impostata', { exact: true })).toBeVisible();
    expect((await readServer(adminApi)).saved?.password_set).toBe(true);

    // 'Cambia' opens an empty field; 'Annulla' keeps the saved password.
    await reloaded.getByRole('button', { name: 'Cambia password' }).click();
    await expect(reloaded.getByLabel('Nuova password')).toBeFocused();
    await expect(reloaded.getByLabel('Nuova password')).toHaveValue('');
    await reloaded.getByRole('button', { name: 'Annulla: tieni la password salvata' }).click();
    await expect(reloaded.getByText('impostata', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a wrong port or sender gets a message on the field and nothing is saved', async ({
    page,
    adminApi,
  }) => {
    const section = settingsSection(page, 'Server di posta');
    await section.getByLabel('Porta').fill('venticinque');
    await section.getByLabel('Mittente').fill('assistenza');
    await section.getByRole('button', { name: 'Salva server di posta' }).click();
    await expect(section.getByLabel('Porta')).toHaveAccessibleDescription(
      'La porta deve essere un numero tra 1 e 65535',
    );
    await expect(section.getByLabel('Mittente')).toHaveAccessibleDescription(
      /Mittente non valido: scrivi un indirizzo e-mail/,
    );
    expect((await readServer(adminApi)).saved).toMatchObject({
      port: original.port,
      sender: original.sender,
    });
  });

  test('changing the security proposes its usual port; removing asks first', async ({ page }) => {
    const section = settingsSection(page, 'Server di posta');
    await section.getByLabel('Porta').fill('25');
    await section.getByLabel('Sicurezza').selectOption({ label: 'TLS (SSL)' });
    await expect(section.getByLabel('Porta')).toHaveValue('465');
    await section.getByLabel('Sicurezza').selectOption({ label: 'STARTTLS' });
    await expect(section.getByLabel('Porta')).toHaveValue('587');

    await section.getByRole('button', { name: 'Rimuovi server di posta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rimuovere il server di posta?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
