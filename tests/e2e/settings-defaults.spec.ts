import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  keepSettings,
  openSettings,
  readSettings,
  saveSection,
  settingsSection as section,
} from './support/settings';

/**
 * Starts watching for a text; the returned function resolves with how long (ms) it stayed on
 * the page, timed inside the page so that a slow test runner cannot blur it.
 */
async function watchLifetime(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    const win = window as unknown as { lifetime?: Promise<number> };
    win.lifetime = new Promise<number>((resolve) => {
      let shownAt: number | undefined;
      const observer = new MutationObserver(() => {
        const present = document.body.textContent?.includes(wanted) ?? false;
        if (present && shownAt === undefined) shownAt = performance.now();
        if (!present && shownAt !== undefined) {
          observer.disconnect();
          resolve(performance.now() - shownAt);
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, text);
  return () => page.evaluate(() => (window as unknown as { lifetime: Promise<number> }).lifetime);
}

// Every test changes its own keys only, and puts them back: the server is shared.
test.describe('settings: quote, PC build and payment defaults (admin)', () => {
  test('quote and PC build defaults: 101 and 12,34,5 are refused, Italian decimals survive reload @pg', async ({
    page,
    signInAs,
    adminApi,
  }) => {
    const { saved, restore } = await keepSettings(adminApi, [
      'default_vat_rate',
      'default_margin_percentage',
      'pcbuild_default_vat_rate',
      'pcbuild_default_margin_percentage',
      'pcbuild_default_notes',
    ]);
    try {
      await signInAs('admin');
      await openSettings(page, 'Preventivi e PC Build');
      const quotes = section(page, 'Preventivi');
      await quotes.getByLabel('IVA predefinita (%)').fill('101');
      await quotes.getByRole('button', { name: 'Salva' }).click();
      await expect(quotes.getByText('Inserisci un numero tra 0 e 100 (passo 0,1)')).toBeVisible();
      await expect(quotes.getByRole('alert')).toHaveText(
        "Impossibile salvare l'impostazione «IVA predefinita dei preventivi»",
      );
      expect((await readSettings(adminApi)).default_vat_rate).toBe(saved.default_vat_rate);
      await quotes.getByLabel('IVA predefinita (%)').fill('12,34,5');
      await quotes.getByRole('button', { name: 'Salva' }).click();
      await expect(quotes.getByText('Inserisci un numero tra 0 e 100 (passo 0,1)')).toBeVisible();
      expect((await readSettings(adminApi)).default_vat_rate).toBe(saved.default_vat_rate);

      // What an Italian types: a decimal comma (10,5 was saved as 105).
      await quotes.getByLabel('IVA predefinita (%)').fill('10,5');
      await quotes.getByLabel('Ricarico predefinito (%)').fill('35');
      expect(await saveSection(quotes)).toEqual({
        default_vat_rate: '10.5',
        default_margin_percentage: '35',
      });
      await expect(quotes.getByRole('status')).toHaveText(
        'Valori predefiniti dei preventivi salvati con successo!',
      );

      const pcBuild = section(page, 'PC Build');
      await pcBuild.getByLabel('IVA predefinita (%)').fill('10');
      await pcBuild.getByLabel('Ricarico predefinito (%)').fill('25.5');
      await pcBuild.getByLabel('Note predefinite').fill('Consegna in 7 giorni.');
      expect(await saveSection(pcBuild)).toEqual({
        pcbuild_default_vat_rate: '10',
        pcbuild_default_margin_percentage: '25.5',
        pcbuild_default_notes: 'Consegna in 7 giorni.',
      });
      await expect(pcBuild.getByRole('status')).toHaveText(
        'Valori predefiniti delle PC Build salvati con successo!',
      );

      await openSettings(page, 'Preventivi e PC Build');
      await expect(section(page, 'Preventivi').getByLabel('IVA predefinita (%)')).toHaveValue(
        '10,5',
      );
      await expect(section(page, 'Preventivi').getByLabel('Ricarico predefinito (%)')).toHaveValue(
        '35',
      );
      await expect(section(page, 'PC Build').getByLabel('IVA predefinita (%)')).toHaveValue('10');
      await expect(section(page, 'PC Build').getByLabel('Ricarico predefinito (%)')).toHaveValue(
        '25,5',
      );
      await expect(section(page, 'PC Build').getByLabel('Note predefinite')).toHaveValue(
        'Consegna in 7 giorni.',
      );
    } finally {
      await restore();
    }
  });

  test('payment info: saved, survives reload, and its message clears after 3 seconds', async ({
    page,
    signInAs,
    adminApi,
  }) => {
    const { restore } = await keepSettings(adminApi, ['payment_info']);
    try {
      await signInAs('admin');
      await openSettings(page, 'Preventivi e PC Build');
      const payment = section(page, 'Informazioni di pagamento');
      const text = 'IBAN IT60 X054 2811 1010 0000 0123 456';
      await payment.getByLabel('Informazioni di pagamento').fill(text);
      const lifetime = await watchLifetime(page, 'Informazioni di pagamento salvate con successo!');
      expect(await saveSection(payment)).toEqual({ payment_info: text });
      await expect(payment.getByRole('status')).toHaveText(
        'Informazioni di pagamento salvate con successo!',
      );
      const shownFor = await lifetime();
      expect(shownFor).toBeGreaterThanOrEqual(2_900);
      expect(shownFor).toBeLessThan(5_000);

      await openSettings(page, 'Preventivi e PC Build');
      await expect(
        section(page, 'Informazioni di pagamento').getByLabel('Informazioni di pagamento'),
      ).toHaveValue(text);
    } finally {
      await restore();
    }
  });
});
