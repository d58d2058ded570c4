import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

const axePath = path.resolve(import.meta.dirname, '../../../node_modules/axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core (WCAG 2.x A/AA) on the page and fails on serious or critical violations. Not in
 * the projects that repeat the main ones on another engine (metadata `axe: false`): the markup is
 * the same build's, and the main projects check it on the same tests.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  if (test.info().project.metadata.axe === false) return;
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (o: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run({
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
    return result.violations;
  });
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

/**
 * Axe in the light theme and then in the dark one, each applied as the app's theme switch does
 * (src/web/lib/theme.ts: the `.dark` class and the stored choice), so the page keeps its state.
 * `emulateMedia` alone changes nothing on a loaded page: public/theme-init.js reads the system
 * preference once, before the first paint. The choice the page had is put back at the end.
 */
export async function expectNoSeriousA11yViolationsInBothThemes(page: Page): Promise<void> {
  const stored = await page.evaluate(() => localStorage.getItem('sportello-theme'));
  const applyTheme = (theme: string | null) =>
    page.evaluate((value) => {
      const dark =
        value === 'dark' ||
        (value === null && window.matchMedia('(prefers-color-scheme: dark)').matches);
      document.documentElement.classList.toggle('dark', dark);
      if (value === null) localStorage.removeItem('sportello-theme');
      else localStorage.setItem('sportello-theme', value);
    }, theme);
  for (const theme of ['light', 'dark'] as const) {
    await applyTheme(theme);
    await expect(page.locator('html')).toHaveClass(
      theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
    );
    await expectNoSeriousA11yViolations(page);
  }
  await applyTheme(stored);
}
