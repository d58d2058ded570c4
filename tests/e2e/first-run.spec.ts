import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

test.use({ bypassCSP: true });

const HINT = 'Non esiste ancora nessun account.';

test.describe('first run', () => {
  test('with no account, the login page says where the setup link is and how to create one', async ({
    page,
  }) => {
    // The browser server already has accounts: answer as a server on its first start would.
    await page.route('**/api/setup', (route) => route.fulfill({ json: { needed: true } }));
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    const hint = page.getByRole('region', { name: 'Primo avvio' });
    await expect(hint).toContainText(HINT);
    await expect(hint).toContainText('console del server');
    await expect(
      hint.getByText('npm run user:create -- --email EMAIL --password PASSWORD --role admin'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('once an account exists, the login page shows no such hint', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
    await expect(page.getByText(HINT)).toHaveCount(0);
  });
});
