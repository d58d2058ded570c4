import { expect, submitLogin, test } from './fixtures';
import { newAccount } from './support/accounts';

test.describe('users (admin)', () => {
  test('an admin creates an employee, who then signs in @pg', async ({
    page,
    signInAs,
    browser,
  }) => {
    await signInAs('admin');
    await page.goto('/users');
    const employee = newAccount('employee', 'nuovo');
    const form = page.getByRole('region', { name: 'Nuovo account' });

    await form.getByRole('button', { name: 'Crea account' }).click();
    await expect(form.getByText('Il nome è obbligatorio')).toBeVisible();

    await form.getByLabel('Email').fill(employee.email);
    await form.getByLabel('Nome').fill(employee.name);
    await form.getByLabel('Ruolo').selectOption({ label: 'Dipendente' });
    await form.getByLabel('Password iniziale').fill(employee.password);
    await form.getByRole('button', { name: 'Crea account' }).click();
    await expect(form.getByRole('status')).toHaveText(`Account creato per ${employee.email}.`);

    const row = page.getByRole('row', { name: new RegExp(employee.email) });
    await expect(row).toContainText('Dipendente');
    await expect(row).toContainText('Non attiva');
    await expect(row).toContainText('Mai');
    await expect(row).toContainText('Attivo');

    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto('/login');
    await submitLogin(other, employee.email, employee.password);
    await expect(other).toHaveURL('/dashboard');
    await expect(other.getByText(`Accesso come ${employee.email}`)).toBeVisible();
    await expect(other.getByRole('link', { name: 'Preventivi', exact: true })).toBeVisible();
    await context.close();
  });

  test('a disabled account cannot sign in', async ({ page, signInAs, createAccount, browser }) => {
    await signInAs('admin');
    const victim = await createAccount('user', 'disattivare');
    await page.goto('/users');
    const row = page.getByRole('row', { name: new RegExp(victim.email) });
    const disable = row.getByRole('button', { name: `Disattiva ${victim.email}` });
    await disable.click();

    const dialog = page.getByRole('dialog', { name: 'Disattivare l’account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(disable).toBeFocused();

    await disable.click();
    await dialog.getByRole('button', { name: 'Disattiva' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Disattivato');
    await expect(row.getByRole('button', { name: `Riattiva ${victim.email}` })).toBeFocused();

    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto('/login');
    await submitLogin(other, victim.email, victim.password);
    await expect(other.getByRole('alert')).toHaveText(/disattivato/i);
    await expect(other).toHaveURL('/login');
    await context.close();
  });

  test('an admin changes a role and sets a new password @pg', async ({
    page,
    signInAs,
    createAccount,
  }) => {
    await signInAs('admin');
    const person = await createAccount('user', 'ruolo');
    await page.goto('/users');
    const row = page.getByRole('row', { name: new RegExp(person.email) });

    await row.getByRole('button', { name: `Cambia ruolo di ${person.email}` }).click();
    const roleDialog = page.getByRole('dialog', { name: `Cambia ruolo di ${person.email}` });
    await roleDialog.getByLabel('Ruolo').selectOption({ label: 'Dipendente' });
    await roleDialog.getByRole('button', { name: 'Salva ruolo' }).click();
    await expect(roleDialog).toBeHidden();
    await expect(row).toContainText('Dipendente');

    await row.getByRole('button', { name: `Nuova password per ${person.email}` }).click();
    const passwordDialog = page.getByRole('dialog', { name: `Nuova password per ${person.email}` });
    await passwordDialog.getByLabel('Nuova password').fill('corta');
    await passwordDialog.getByRole('button', { name: 'Imposta password' }).click();
    await expect(
      passwordDialog.getByText('La password deve essere di almeno 10 caratteri'),
    ).toBeVisible();
    await passwordDialog.getByLabel('Nuova password').fill('Una-nuova-password-lunga');
    await passwordDialog.getByRole('button', { name: 'Imposta password' }).click();
    await expect(passwordDialog).toBeHidden();
    await expect(page.getByText(`Nuova password impostata per ${person.email}.`)).toBeVisible();
  });

  test('the two-factor requirement is a switch', async ({ page, signInAs }) => {
    await signInAs('admin');
    await page.goto('/users');
    // Only read here: the setting is global and other tests run in parallel.
    await expect(
      page.getByRole('switch', { name: 'Richiedi la verifica in due passaggi' }),
    ).toHaveAttribute('aria-checked', 'false');
  });
});
