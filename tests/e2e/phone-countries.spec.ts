import { expect, test } from './fixtures';

// Issue 12: the staff form named Jersey "Maglia" and used "Swaziland"; the public form used CLDR.
test('the staff and the public form name countries alike, in current Italian', async ({
  page,
  signInAs,
  browser,
}) => {
  const expected = await page.evaluate(() => {
    const names = new Intl.DisplayNames('it', { type: 'region' });
    return { JE: names.of('JE'), SZ: names.of('SZ') };
  });
  expect(expected.JE).not.toBe('Maglia');

  await signInAs('employee');
  await page.goto('/tickets/new');
  // The phone field is its own chunk: wait until it is there.
  const country = page.getByRole('combobox', { name: 'Paese' });
  await expect(country).toBeAttached();
  const staffOptions = await country.locator('option').allTextContents();
  expect(staffOptions).toContain(expected.JE);
  expect(staffOptions).toContain(expected.SZ);
  expect(staffOptions).not.toContain('Maglia');
  expect(staffOptions).not.toContain('Swaziland');

  const customer = await browser.newPage();
  await customer.goto('/public/tickets/new');
  const publicOptions = await customer.locator('#customer_phone_country option').allTextContents();
  expect(publicOptions.some((label) => label.startsWith(`${expected.JE} (+44)`))).toBe(true);
  expect(publicOptions.some((label) => label.startsWith(`${expected.SZ} (+268)`))).toBe(true);
  await customer.close();
});
