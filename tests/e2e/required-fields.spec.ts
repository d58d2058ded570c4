import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const NOTE = 'I campi con * sono obbligatori.';

/**
 * Exactly these controls are required: each says so to assistive technology (aria-required) and
 * shows an asterisk after its visible label, and the form says what the asterisk means.
 */
async function expectRequired(page: Page, labels: string[]): Promise<void> {
  await expect(page.getByText(NOTE).first()).toBeVisible();
  for (const label of labels) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-required', 'true');
    await expect(page.getByText(`${label} *`, { exact: true })).toBeVisible();
  }
  await expect(page.locator('[aria-required="true"]')).toHaveCount(labels.length);
}

test('the ticket form marks its required fields', async ({ page, signInAs }) => {
  await signInAs('employee');
  await page.goto('/tickets/new');
  await expectRequired(page, [
    'Descrizione del problema',
    'Nome del cliente',
    'Email del cliente',
    'Tipo di dispositivo',
  ]);
});

test('the user and password forms mark their required fields', async ({ page, signInAs }) => {
  await signInAs('admin');
  await page.goto('/users');
  await expectRequired(page, ['Email', 'Nome', 'Password iniziale']);

  await page.goto('/profile?scheda=sicurezza');
  await expectRequired(page, ['Password attuale', 'Nuova password', 'Conferma nuova password']);
});

test('the documents, inventory and task forms mark their required fields', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  const forms: [string, string[]][] = [
    ['/quotes/new', ['Nome del cliente']],
    ['/pc-builds/new', ['Titolo']],
    ['/products/new', ['SKU', 'Nome']],
    ['/suppliers/new', ['Nome']],
    ['/brands/new', ['Nome']],
    ['/tasks/new', ['Titolo']],
  ];
  for (const [path, labels] of forms) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectRequired(page, labels);
  }
});
