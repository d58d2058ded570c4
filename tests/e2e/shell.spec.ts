import { ACCESS_DENIED, SETTINGS_ACCESS_DENIED } from '../../src/shared/roles';
import { expect, test } from './fixtures';

const STAFF_LINKS = ['Preventivi', 'PC Build', 'Cassa', 'Fatture', 'Report'];
const ADMIN_LINKS = ['Impostazioni', 'Utenti'];

test.describe('navigation shell and roles', () => {
  test('an admin sees every area', async ({ page, signInAs }) => {
    const admin = await signInAs('admin');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principale' });
    for (const name of [
      'Dashboard',
      'Ticket',
      'Task',
      'Gestione lavori',
      ...STAFF_LINKS,
      ...ADMIN_LINKS,
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Inventario' })).toBeVisible();
    await expect(page.getByText(`Accesso come ${admin.email}`)).toBeVisible();

    const cards = page.getByRole('main');
    for (const name of [
      'Crea nuovo ticket',
      'Visualizza tutti i ticket',
      'Gestione lavori',
      'Preventivi',
      'Fornitori',
      'Prodotti',
      'PC Build',
    ]) {
      await expect(cards.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }

    await nav.getByRole('link', { name: 'Impostazioni' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni' })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /Utenti/ })
      .click();
    await expect(page).toHaveURL('/users');
  });

  test('a user sees neither staff nor admin areas and is denied them', async ({
    page,
    signInAs,
  }) => {
    await signInAs('user');
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Principale' });
    await expect(nav.getByRole('link', { name: 'Ticket', exact: true })).toBeVisible();
    for (const name of [...STAFF_LINKS, ...ADMIN_LINKS]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    // The inventory is staff-only (MODULES): no menu that leads to "Accesso negato".
    await expect(nav.getByRole('button', { name: 'Inventario' })).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /^Crea nuovo ticket/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Gestione lavori/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Preventivi/ })).toHaveCount(0);

    await page.goto('/settings');
    await expect(page.getByText(SETTINGS_ACCESS_DENIED, { exact: true })).toBeVisible();
    for (const path of [
      '/quotes',
      '/suppliers/new',
      '/products',
      '/inventory',
      '/pc-builds/1/edit',
      '/brands',
      '/categories/new',
    ]) {
      await page.goto(path);
      await expect(page.getByText(ACCESS_DENIED, { exact: true })).toBeVisible();
    }
    await page.goto('/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Ticket' })).toBeVisible();
    await page.goto('/tasks');
    await expect(page.getByRole('heading', { level: 1, name: 'Task' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Assegnato' })).toBeVisible();
  });

  test('an employee sees quotes and PC builds but not settings', async ({ page, signInAs }) => {
    await signInAs('employee');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principale' });
    for (const name of STAFF_LINKS)
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of ADMIN_LINKS)
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: /^Preventivi/ })).toHaveCount(0);

    await page.goto('/settings');
    await expect(page.getByText(SETTINGS_ACCESS_DENIED, { exact: true })).toBeVisible();
    await page.goto('/users');
    await expect(page.getByText(ACCESS_DENIED, { exact: true })).toBeVisible();
    await page.goto('/quotes/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuovo preventivo' })).toBeVisible();
  });

  test('the Inventario dropdown opens by keyboard and closes outside and on Escape', async ({
    page,
    signInAs,
  }) => {
    await signInAs('employee');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principale' });
    const button = nav.getByRole('button', { name: 'Inventario' });
    const products = nav.getByRole('link', { name: 'Prodotti' });

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Prodotti', 'Marche', 'Fornitori', 'Categorie', 'Ordini fornitori']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(products).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await button.click();
    await expect(products).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(products).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(products).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/products');
    await expect(products).toBeHidden();
  });

  test('the mobile menu closes on Escape and on a click beside it', async ({ page, signInAs }) => {
    const account = await signInAs('admin');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Principale' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Apri menu' });
    const menu = page.getByRole('dialog', { name: 'Menu principale' });

    await open.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByText(`Accesso come ${account.email}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();

    await open.click();
    await menu.getByRole('link', { name: 'Impostazioni' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/settings');
  });

  test('the footer shows copyright, privacy link, version and build date', async ({
    page,
    signInAs,
  }) => {
    await signInAs('user');
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Sportello`);
    await expect(footer).toContainText(/Versione 2\.1\.0 · Build del \d{2}\/\d{2}\/\d{4}/);
    // Where it leads depends on the shop's privacy setting: tickets-list-states.spec.ts covers both.
    await expect(footer.getByRole('link', { name: 'Informativa sulla privacy' })).toBeVisible();
  });
});
