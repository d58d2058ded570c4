import { SETTINGS_ACCESS_DENIED } from '../../src/shared/roles';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openSettings } from './support/settings';

test.describe('settings access', () => {
  for (const role of ['employee', 'user'] as const) {
    test(`a ${role} sees the denial on /settings and /settings/outbox`, async ({
      page,
      signInAs,
    }) => {
      await signInAs(role);
      // A page the role may not open fetches none of its data (the answer would be a 403).
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/settings')) asked.push(request.url());
      });
      for (const path of ['/settings', '/settings/outbox']) {
        await page.goto(path);
        await expect(page.getByRole('alert')).toHaveText(SETTINGS_ACCESS_DENIED);
        await expect(page.getByRole('heading', { name: 'Impostazioni' })).toHaveCount(0);
      }
      expect(asked).toEqual([]);
    });
  }

  test('an admin reaches the users page and the outbox from the settings', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    await page.goto('/settings');
    await page.getByRole('link', { name: "Utenti e sicurezza dell'accesso" }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Utenti' })).toBeVisible();
    await page.goBack();
    await page
      .getByRole('navigation', { name: 'Altre impostazioni' })
      .getByRole('link', { name: 'Posta in uscita' })
      .click();
    await expect(page).toHaveURL('/settings/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Posta in uscita' })).toBeVisible();
  });
});

test.describe('settings accessibility', () => {
  // axe-core is injected as an inline script, which the app's CSP (script-src 'self') refuses.
  test.use({ bypassCSP: true });

  for (const theme of ['light', 'dark'] as const) {
    test(`settings and outbox pages, ${theme} theme`, async ({ page, signInAs }) => {
      await page.addInitScript((value) => localStorage.setItem('sportello-theme', value), theme);
      await signInAs('admin');
      for (const [path, heading] of [
        ['/settings', 'Impostazioni'],
        ['/settings/outbox', 'Posta in uscita'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText('Caricamento...')).toHaveCount(0, { timeout: 15_000 });
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        await expectNoSeriousA11yViolations(page);
      }
      // The field messages and the section alert, as an admin sees them after a bad save.
      await openSettings(page, 'Preventivi e PC Build');
      const quotes = page.getByRole('region', { name: 'Preventivi', exact: true });
      await quotes.getByLabel('IVA predefinita (%)').fill('101');
      await quotes.getByRole('button', { name: 'Salva' }).click();
      await expect(quotes.getByRole('alert')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
