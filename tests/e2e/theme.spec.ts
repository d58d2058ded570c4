import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Records whether <html> had the `dark` class when React first put something in #root:
 * runs before any page script, so it also proves there is no flash of the wrong theme.
 */
async function recordThemeAtFirstRender(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root && root.childElementCount > 0) {
        (window as unknown as { darkAtFirstRender: boolean }).darkAtFirstRender =
          document.documentElement.classList.contains('dark');
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const darkAtFirstRender = (page: Page) =>
  page.evaluate(() => (window as unknown as { darkAtFirstRender?: boolean }).darkAtFirstRender);

test.describe('theme', () => {
  test('the choice persists across reloads and applies before the first render', async ({
    page,
    signInAs,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await recordThemeAtFirstRender(page);
    await signInAs('user');
    await page.goto('/');
    const html = page.locator('html');
    const toDark = page.getByRole('button', { name: 'Passa al tema scuro' });
    const toLight = page.getByRole('button', { name: 'Passa al tema chiaro' });
    await expect(toDark).toHaveAttribute('title', 'Passa al tema scuro');
    await expect(html).not.toHaveClass(/dark/);

    await toDark.click();
    await expect(html).toHaveClass(/dark/);
    // The name says what the next press does, in both themes.
    await expect(toLight).toHaveAttribute('title', 'Passa al tema chiaro');
    await expect(toDark).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('sportello-theme'))).toBe('dark');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await darkAtFirstRender(page)).toBe(true);
    await expect(toLight).toBeVisible();

    await toLight.click();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
    expect(await darkAtFirstRender(page)).toBe(false);
  });

  test('without a stored choice the system preference wins, else light', async ({ page }) => {
    await recordThemeAtFirstRender(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
    expect(await darkAtFirstRender(page)).toBe(true);

    await page.evaluate(() => localStorage.setItem('sportello-theme', 'light'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
    expect(await darkAtFirstRender(page)).toBe(false);
  });
});
