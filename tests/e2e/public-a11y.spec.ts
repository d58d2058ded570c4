import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { setUpShop } from './support/public-form';

// axe-core is injected as an inline script, which the pages' CSP (script-src 'self') refuses.
test.use({ bypassCSP: true, viewport: { width: 412, height: 823 } });

for (const theme of ['light', 'dark'] as const) {
  test(`public pages have no serious accessibility violations, ${theme} theme`, async ({
    page,
    adminApi,
    baseURL,
  }) => {
    // Four axe runs on a 2-core machine: give it the slow-test budget.
    test.slow();
    await setUpShop(adminApi, baseURL);
    await page.addInitScript((value) => localStorage.setItem('sportello-theme', value), theme);
    const created = await page.request.post('/api/public/tickets', {
      multipart: {
        description: 'Tastiera che non risponde',
        customer_name: `Accessibilità ${theme}`,
        customer_email: 'a11y@e2e.test',
        device_type: 'Notebook',
        terms_accepted: 'true',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const saved = await adminApi.patch(`/api/tickets/${id}`, {
      data: { password: 'pin', price: 120, version: 1 },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.goto('/public/tickets/new');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await page.getByLabel('Ho letto e accetto i termini e condizioni').check();
    await page.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(page.getByText('La descrizione è obbligatoria')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/public/tickets/thank-you/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Grazie/);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/public/tickets/${id}`);
    await page.getByRole('button', { name: 'Mostra password' }).click();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/public/tickets/non-un-id');
    await expect(page.getByRole('heading', { name: 'ID ticket non valido' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
