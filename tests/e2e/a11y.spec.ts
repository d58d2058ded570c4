import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

// axe-core is injected as an inline script, which the app's CSP (script-src 'self') refuses.
test.use({ bypassCSP: true });

const STAFF_PAGES = [
  ['/', 'Dashboard'],
  ['/users', 'Utenti'],
  ['/profile', 'Profilo'],
  ['/settings', 'Impostazioni'],
  ['/inventory', 'Inventario'],
  ['/products', 'Prodotti'],
  ['/suppliers', 'Fornitori'],
  ['/products/new', 'Nuovo prodotto'],
  ['/quotes', 'Preventivi'],
  ['/quotes/new', 'Nuovo preventivo'],
  ['/pc-builds', 'PC Build'],
  ['/pc-builds/new', 'Nuova configurazione PC'],
  ['/work-management', 'Gestione lavori'],
  ['/tasks', 'Task'],
  ['/cassa', 'Chiusura di cassa'],
] as const;

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('sportello-theme', value), theme);
    });

    test('login page', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Accedi' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    // Four pages a test: one sign-in serves them, and a test still has its own timeout.
    for (let start = 0; start < STAFF_PAGES.length; start += 4) {
      const pages = STAFF_PAGES.slice(start, start + 4);
      test(`${pages.map(([path]) => path).join(', ')} as an admin`, async ({ page, signInAs }) => {
        await signInAs('admin');
        for (const [path, heading] of pages) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await expect(page.getByText('Caricamento...')).toHaveCount(0);
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
          await expectNoSeriousA11yViolations(page);
        }
      });
    }
  });
}
