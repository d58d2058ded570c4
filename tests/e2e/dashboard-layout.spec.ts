import { expect, test } from './fixtures';
import { SAVE_TIMEOUT } from './support/tickets';

// The dashboard's counts arrive after the page: on a slow phone they pushed the cards down (a
// layout shift of 0.35, Lighthouse). The tiles now stand from the first paint and only their numbers fill in.
test.use({ viewport: { width: 412, height: 823 } });

test('the dashboard does not move when its counts arrive late', async ({ page, signInAs }) => {
  await signInAs('admin');
  // Hold the counts back, as a slow network would, longer than the first render waits for a
  // page's data (1.5 s, decision 031), so the page paints without them first.
  for (const counts of ['**/api/dashboard', '**/api/inventory/summary'])
    await page.route(counts, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto('/dashboard');
  const ready = page.getByRole('link', { name: /Pronti da ritirare/ });
  await expect(ready).toContainText('in caricamento');
  await expect(ready).toHaveText(/^\d+\s*Pronti da ritirare$/, { timeout: SAVE_TIMEOUT });
  await expect(page.getByRole('link', { name: /Magazzino|Prodotti/ }).first()).not.toContainText(
    'in caricamento',
    { timeout: SAVE_TIMEOUT },
  );
  const shift = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shift).toBeLessThan(0.02);
});
