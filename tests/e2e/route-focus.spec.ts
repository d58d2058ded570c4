import { expect, test } from './fixtures';

// Regression: after a move to another page focus stayed on the link just clicked.
test('a new page takes the focus to its heading and names the tab', async ({ page, signInAs }) => {
  await signInAs('admin');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Sportello');

  const nav = page.getByRole('navigation', { name: 'Principale' });
  await nav.getByRole('link', { name: 'Ticket', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket' })).toBeFocused();
  await expect(page).toHaveTitle('Ticket · Sportello');

  // By keyboard too: Enter on a link, then the next Tab starts from the new page.
  const settings = nav.getByRole('link', { name: 'Impostazioni' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni' })).toBeFocused();
  await expect(page).toHaveTitle('Impostazioni · Sportello');
  await page.keyboard.press('Tab');
  await expect(settings).not.toBeFocused();
});
