import { expect, test } from './fixtures';

/** Decision 031: a menu entry's page starts loading before the click. */
test("resting on a menu entry fetches its page's code before the click @pg", async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const code = page.waitForRequest((r) => /\/assets\/cassa-[\w-]{8}\.js$/.test(r.url()));
  const nav = page.getByRole('navigation', { name: 'Principale' });
  await nav.getByRole('link', { name: 'Cassa', exact: true }).hover();
  await code;
  await expect(page).toHaveURL('/');
  await nav.getByRole('link', { name: 'Cassa', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Dashboard');
  await expect(page).toHaveURL('/cassa');
});
