import { expect, submitLogin, test } from './fixtures';

test.describe('login', () => {
  test('checks input in the page, then shows the server message', async ({ page }) => {
    const signInCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/sign-in/email')) signInCalls.push(request.url());
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sportello' })).toBeVisible();
    await expect(page.getByText('Versione 2.1.0', { exact: true })).toBeVisible();
    const alert = page.getByRole('alert');

    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(alert).toHaveText('Email e password sono obbligatori');

    await submitLogin(page, 'qualcuno@e2e.test', '12345');
    await expect(alert).toHaveText('La password deve essere di almeno 6 caratteri');
    expect(signInCalls).toHaveLength(0);

    await submitLogin(page, 'nessuno@e2e.test', 'password-sbagliata');
    await expect(alert).toHaveText('Email o password non validi');
    expect(signInCalls).toHaveLength(1);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a protected page sends to login and back after sign-in', async ({
    page,
    createAccount,
  }) => {
    const account = await createAccount('employee');
    await page.goto('/profile?scheda=sicurezza');
    await expect(page).toHaveURL('/login?next=%2Fprofile%3Fscheda%3Dsicurezza');

    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL('/profile?scheda=sicurezza');
    await expect(page.getByRole('heading', { level: 1, name: 'Profilo' })).toBeVisible();
  });

  test('a next page on another site is ignored', async ({ page, createAccount }) => {
    const account = await createAccount('user');
    await page.goto('/login?next=//esempio.invalid/furto');
    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL('/dashboard');
  });

  test('sign-out returns to login and protected pages redirect again', async ({
    page,
    signInAs,
  }) => {
    await signInAs('user');
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('sportello-user-id', 'vecchio-id'));
    await page.getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => window.localStorage.getItem('sportello-user-id'))).toBeNull();

    await page.goto('/tickets');
    await expect(page).toHaveURL('/login?next=%2Ftickets');
  });

  test('the setup page says when the first admin already exists', async ({ page }) => {
    await page.goto('/setup?token=qualsiasi');
    await expect(
      page.getByText('La configurazione iniziale è già stata completata.'),
    ).toBeVisible();
  });
});
