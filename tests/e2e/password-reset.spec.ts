import { expect, submitLogin, test } from './fixtures';
import { caughtFor } from './support/mail-catcher';

// Regression: there was once no "Password dimenticata?".
test('a person who forgot the password gets a link by e-mail and signs in with a new one @pg', async ({
  page,
  createAccount,
}) => {
  const account = await createAccount('employee');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password dimenticata' })).toBeFocused();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByRole('status')).toContainText(
    "Se l'indirizzo corrisponde a un account, riceverai un'e-mail",
  );

  await expect
    .poll(async () => (await caughtFor(account.email)).length, { timeout: 15_000 })
    .toBe(1);
  const [mail] = await caughtFor(account.email);
  expect(mail?.subject).toMatch(/^Reimposta la password – /);
  const link = /(http\S+\/reset-password\?token=\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
  expect(link).not.toBe('');

  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('Nuova password', { exact: true }).fill('Nuova-Password-Sicura');
  await page.getByLabel('Conferma nuova password').fill('Nuova-Password-Sbagliata');
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page.getByText('Le password non coincidono')).toBeVisible();
  await page.getByLabel('Conferma nuova password').fill('Nuova-Password-Sicura');
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page.getByRole('status')).toContainText('Password reimpostata.');
  await page.getByRole('link', { name: "Vai all'accesso" }).click();
  await submitLogin(page, account.email, 'Nuova-Password-Sicura');
  await expect(page).toHaveURL('/dashboard');

  // The link works once.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('Nuova password', { exact: true }).fill('Altra-Password-Sicura');
  await page.getByLabel('Conferma nuova password').fill('Altra-Password-Sicura');
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page.getByRole('alert')).toContainText('non è valido o è scaduto');
});
