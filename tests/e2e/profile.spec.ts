import fs from 'node:fs';
import { totp } from '../../src/server/test/totp';
import { expect, submitLogin, test } from './fixtures';

const PERIOD_MS = 30_000;
const step = (at: number) => Math.floor(at / PERIOD_MS);

test.describe('profile', () => {
  test('a user enrols two-factor, then signs in with a code @pg', async ({
    page,
    signInAs,
    browser,
  }) => {
    const account = await signInAs('user');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Verifica in due passaggi' });
    await expect(section.getByText('Non attiva', { exact: true })).toBeVisible();

    await section.getByLabel('Password del tuo account').fill(account.password);
    await section.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
    await expect(
      section.getByRole('img', { name: "Codice QR per l'app di autenticazione" }),
    ).toBeVisible();
    // Backup codes: readable without doubt, shown once, and kept by download or copy.
    const codes = section.getByRole('list', { name: 'Codici di riserva' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const shown = await codes.allTextContents();
    for (const code of shown) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    await expect(section.getByText(/Vengono mostrati solo adesso, una volta/)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Scarica (.txt)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sportello-codici-di-riserva.txt');
    const saved = fs.readFileSync((await download.path()) ?? '', 'utf8');
    for (const code of shown) expect(saved).toContain(code);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await section.getByRole('button', { name: 'Copia' }).click();
    await expect(section.getByText('Codici copiati negli appunti.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(shown[0] ?? '-');
    const secret = ((await section.getByTestId('totp-secret').textContent()) ?? '').replace(
      /\s/g,
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);

    await section.getByLabel('Codice di verifica').fill('12');
    await section.getByRole('button', { name: 'Verifica e attiva' }).click();
    await expect(section.getByText('Il codice deve avere 6 cifre')).toBeVisible();

    const enrolledAt = Date.now();
    await section.getByLabel('Codice di verifica').fill(totp(secret, enrolledAt));
    await section.getByRole('button', { name: 'Verifica e attiva' }).click();
    await expect(section.getByRole('status')).toHaveText('Verifica in due passaggi attivata.');
    await expect(section.getByText('Attiva', { exact: true })).toBeVisible();

    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto('/login');
    await submitLogin(other, account.email, account.password);
    await expect(other.getByRole('heading', { name: 'Verifica in due passaggi' })).toBeVisible();
    await expect(other.getByLabel('Codice di verifica')).toBeFocused();
    // A code is accepted once: use the next period's code (the server allows one step of drift).
    const nextStep = Math.max(step(Date.now()), step(enrolledAt) + 1);
    await other.getByLabel('Codice di verifica').fill(totp(secret, nextStep * PERIOD_MS));
    await other.getByRole('button', { name: 'Verifica' }).click();
    await expect(other).toHaveURL('/dashboard');
    await expect(other.getByText(`Accesso come ${account.email}`)).toBeVisible();
    await context.close();
  });

  test('a person changes their password', async ({ page, signInAs, browser }) => {
    const account = await signInAs('employee');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Cambia password' });
    const newPassword = 'Password-nuova-del-profilo';

    await section.getByLabel('Password attuale').fill(account.password);
    await section.getByLabel('Nuova password', { exact: true }).fill(newPassword);
    await section.getByLabel('Conferma nuova password').fill('diversa-da-quella');
    await section.getByRole('button', { name: 'Cambia password' }).click();
    await expect(section.getByText('Le password non coincidono')).toBeVisible();

    await section.getByLabel('Conferma nuova password').fill(newPassword);
    await section.getByRole('button', { name: 'Cambia password' }).click();
    await expect(section.getByRole('status')).toHaveText(
      'Password aggiornata. Le altre sessioni sono state chiuse.',
    );

    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto('/login');
    await submitLogin(other, account.email, newPassword);
    await expect(other).toHaveURL('/dashboard');
    await context.close();
  });

  test('when the admin requires two-factor, other pages lead to the profile', async ({
    page,
    signInAs,
  }) => {
    await signInAs('employee');
    // The requirement is a global setting: simulate it for this page only.
    await page.route('**/api/me', async (route) => {
      const response = await route.fetch();
      const me = await response.json();
      await route.fulfill({ response, json: { ...me, two_factor_required: true } });
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText('Verifica in due passaggi obbligatoria')).toBeVisible();
    await page.getByRole('link', { name: 'Ticket', exact: true }).click();
    await expect(page).toHaveURL('/profile');
  });
});
