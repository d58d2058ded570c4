import { expect, test } from './fixtures';
import { photo } from './support/public-form';
import { openSettings, readSettings, settingsSection } from './support/settings';

// The logo is global to the shared e2e server: the test removes what it uploads, and the public
// page test that needs a failing logo makes every logo request fail on its own.
test('an admin uploads a logo image, sees it everywhere it is served, and removes it @pg', async ({
  page,
  signInAs,
  adminApi,
}) => {
  await signInAs('admin');
  await openSettings(page, 'Negozio');
  const logo = settingsSection(page, 'Logo');
  const input = logo.getByLabel('Carica un’immagine come logo');

  await input.setInputFiles({
    name: 'logo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await logo.getByRole('button', { name: 'Carica logo' }).click();
  await expect(
    logo.getByText('Il logo deve essere un’immagine JPG, PNG, GIF o WebP.'),
  ).toBeVisible();
  expect((await readSettings(adminApi)).logo_file).toBe('');

  await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await photo() });
  await logo.getByRole('button', { name: 'Carica logo' }).click();
  try {
    await expect(logo.getByRole('status').filter({ hasText: 'Logo caricato' })).toHaveText(
      'Logo caricato con successo!',
    );
    const uploaded = logo.getByRole('img', { name: 'Logo caricato' });
    await expect(uploaded).toBeVisible();
    // Nothing says "no preview" beside a logo that is there (the URL field is empty).
    await expect(logo.getByText('Nessuna anteprima')).toHaveCount(0);
    await expect
      .poll(() => uploaded.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const { logo_file } = await readSettings(adminApi);
    expect(logo_file).toMatch(/\.png$/);
    const shop = (await (await adminApi.get('/api/public/shop')).json()) as { logo_url: string };
    expect(shop.logo_url).toBe(`/api/public/logo/${logo_file}`);
  } finally {
    await logo.getByRole('button', { name: 'Rimuovi il logo caricato' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rimuovere il logo caricato?' });
    await dialog.getByRole('button', { name: 'Rimuovi' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(logo.getByRole('status').filter({ hasText: 'Logo caricato' })).toHaveText(
    'Logo caricato rimosso.',
  );
  await expect(logo.getByRole('img', { name: 'Logo caricato' })).toHaveCount(0);
  expect((await readSettings(adminApi)).logo_file).toBe('');
});
