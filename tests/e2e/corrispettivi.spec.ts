import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

// axe-core is injected as a script: the app's CSP would (rightly) refuse it.
test.use({ bypassCSP: true });

/**
 * The owner downloads the month's corrispettivi from Report → Economico, by keyboard, and gets
 * the Italian CSV with its two blocks (per VAT rate or natura, per payment).
 */
test('an owner downloads the corrispettivi of the report’s days', async ({ page, signInAs }) => {
  await signInAs('admin');
  await page.goto('/');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Report', exact: true })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Periodo' }).selectOption({ label: 'Questo mese' });
  await page.getByRole('button', { name: 'Mostra' }).click();
  await page.getByRole('link', { name: 'Economico' }).click();
  const link = page.getByRole('link', { name: 'Scarica i corrispettivi (CSV)' });
  await expect(page.getByRole('heading', { name: 'Corrispettivi', level: 3 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await link.focus();
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^report-corrispettivi-(\d{4}-\d{2})-01-\1-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toMatch(/^\uFEFFCorrispettivi per aliquota IVA dal 01\/\d{2}\/\d{4} al /);
  expect(lines[1]).toBe(
    'Giorno;Aliquota IVA o natura;Vendite;Resi;Annulli;Netto;Imponibile;Imposta',
  );
  expect(lines).toContain('Giorno;Pagamento;Vendite;Resi;Annulli;Netto');
});
