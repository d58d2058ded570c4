import { expect, test } from './fixtures';
import { setUpShop } from './support/public-form';
import {
  keepSettings,
  openSettings,
  readSettings,
  saveSection,
  settingsSection as section,
} from './support/settings';

// Every test changes its own keys only, and puts them back: the server is shared.
test.describe('settings: logo, shop details and terms (admin)', () => {
  test('logo: live preview, load error, bad URL refused, saved URL survives reload', async ({
    page,
    signInAs,
    adminApi,
    baseURL,
  }) => {
    // The public-page tests run alongside and expect their shop: save exactly that logo URL.
    await setUpShop(adminApi, baseURL);
    const shopLogo = (await readSettings(adminApi)).logo_url;
    await signInAs('admin');
    await openSettings(page, 'Negozio');
    const logo = section(page, 'Logo');
    const url = logo.getByLabel('URL del logo');

    await url.fill('non è un indirizzo');
    await logo.getByRole('button', { name: 'Salva' }).click();
    await expect(logo.getByText('Il logo deve essere un URL')).toBeVisible();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toHaveAccessibleDescription(/Il logo deve essere un URL/);
    await expect(logo.getByRole('alert')).toHaveText(
      "Impossibile salvare l'impostazione «URL del logo»",
    );
    expect((await readSettings(adminApi)).logo_url).toBe(shopLogo);

    await url.fill(`${baseURL}/favicon.svg`);
    await expect(logo.getByRole('img', { name: 'Anteprima del logo' })).toBeVisible();

    // That URL answers 404: the preview says so, and the URL can still be saved.
    await url.fill(shopLogo);
    await expect(logo.getByText(/^Impossibile caricare l'immagine del logo/)).toBeVisible();
    expect(await saveSection(logo)).toEqual({ logo_url: shopLogo });
    // One outcome, one message (the load error and the success showed together).
    await expect(logo.getByRole('status').filter({ hasText: 'Logo salvato' })).toHaveText(
      "Logo salvato, ma l'immagine non si carica: controlla che l'indirizzo sia corretto e pubblico.",
    );
    await expect(logo.getByText(/^Impossibile caricare l'immagine del logo/)).toHaveCount(0);

    await openSettings(page, 'Negozio');
    await expect(section(page, 'Logo').getByLabel('URL del logo')).toHaveValue(shopLogo);
  });

  test('shop details are saved together and survive reload @pg', async ({
    page,
    signInAs,
    adminApi,
    baseURL,
  }) => {
    // Name, e-mail, phone and privacy link stay those the public-page tests set up (they run
    // alongside); address and website are this test's own, and are put back at the end.
    await setUpShop(adminApi, baseURL);
    const { saved, restore } = await keepSettings(adminApi, [
      'shop_name',
      'shop_address',
      'shop_phone',
      'shop_vat_number',
      'shop_whatsapp',
      'shop_email',
      'shop_opening_hours',
      'shop_website',
      'shop_privacy_url',
    ]);
    const fields = {
      'Nome del negozio': ['shop_name', saved.shop_name],
      Indirizzo: ['shop_address', `Via Roma ${Date.now() % 1000}, Milano`],
      'Partita IVA': ['shop_vat_number', '00743110157'],
      Telefono: ['shop_phone', saved.shop_phone],
      'Numero WhatsApp': ['shop_whatsapp', saved.shop_whatsapp],
      'Email del negozio': ['shop_email', saved.shop_email],
      'Orari di apertura': ['shop_opening_hours', 'lun–sab 9–13 e 15–19'],
      'Sito web': ['shop_website', 'https://negozio.e2e.test'],
      "Link all'informativa sulla privacy": ['shop_privacy_url', saved.shop_privacy_url],
    } as const;
    try {
      await signInAs('admin');
      await openSettings(page, 'Negozio');
      const details = section(page, 'Dati del negozio');
      await details.getByLabel('Sito web').fill('negozio senza schema');
      await details.getByRole('button', { name: 'Salva' }).click();
      await expect(details.getByText('Inserisci un URL valido (https://…)')).toBeVisible();
      await expect(details.getByRole('alert')).toHaveText(
        "Impossibile salvare l'impostazione «Sito web del negozio»",
      );

      for (const [label, [, value]] of Object.entries(fields)) {
        await details.getByLabel(label, { exact: true }).fill(value ?? '');
      }
      expect(await saveSection(details)).toEqual(
        Object.fromEntries(Object.values(fields).map(([key, value]) => [key, value])),
      );
      await expect(details.getByRole('status')).toHaveText(
        'Dati del negozio salvati con successo!',
      );

      await openSettings(page, 'Negozio');
      for (const [label, [, value]] of Object.entries(fields)) {
        await expect(
          section(page, 'Dati del negozio').getByLabel(label, { exact: true }),
        ).toHaveValue(value ?? '');
      }
    } finally {
      await restore();
    }
  });

  test('terms: a saved text survives reload', async ({ page, signInAs, adminApi, baseURL }) => {
    // A public form open elsewhere must not see the terms change: this test saves the very text
    // the public-page tests set up. Clearing them is covered by settings-input.api.test.ts.
    await setUpShop(adminApi, baseURL);
    const shopTerms = (await readSettings(adminApi)).terms_and_conditions;
    await signInAs('admin');
    await openSettings(page, 'Termini e privacy');
    const terms = section(page, 'Termini e condizioni');
    const field = terms.getByLabel('Termini e condizioni');
    await field.fill(shopTerms);
    expect(await saveSection(terms)).toEqual({ terms_and_conditions: shopTerms });
    await expect(terms.getByRole('status')).toHaveText(
      'Termini e condizioni salvati con successo!',
    );
    await openSettings(page, 'Termini e privacy');
    await expect(
      section(page, 'Termini e condizioni').getByLabel('Termini e condizioni'),
    ).toHaveValue(shopTerms);
  });

  test('the index leads to each group; leaving with an edit not saved asks first', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    await openSettings(page, 'Negozio');
    const index = page.getByRole('navigation', { name: 'Sezioni delle impostazioni' });
    await index.getByRole('link', { name: 'Backup' }).click();
    await expect(page).toHaveURL(/#backup$/);
    await expect(section(page, 'Backup')).toBeInViewport();

    // Nothing edited: the menu leaves at once.
    const menu = page.getByRole('navigation', { name: 'Principale' });
    await menu.getByRole('link', { name: 'Ticket', exact: true }).click();
    await expect(page).toHaveURL(/\/tickets$/);

    await openSettings(page, 'Negozio');
    await section(page, 'Dati del negozio').getByLabel('Orari di apertura').fill('Lun-Ven 9-13');
    // Only the chosen group shows; an edit in another one survives a switch.
    await index.getByRole('link', { name: 'Ticket' }).click();
    await expect(section(page, 'Dati del negozio')).toBeHidden();
    await expect(section(page, 'Ticket')).toBeVisible();
    await index.getByRole('link', { name: 'Negozio' }).click();
    await expect(section(page, 'Dati del negozio').getByLabel('Orari di apertura')).toHaveValue(
      'Lun-Ven 9-13',
    );
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await menu.getByRole('link', { name: 'Ticket', exact: true }).click();
    await expect
      .poll(() => asked)
      .toEqual(['Ci sono modifiche non salvate. Uscire dalla pagina e perderle?']);
    await expect(page).toHaveURL(/\/settings#negozio$/);
    await expect(section(page, 'Dati del negozio').getByLabel('Orari di apertura')).toHaveValue(
      'Lun-Ven 9-13',
    );

    page.once('dialog', (dialog) => void dialog.accept());
    await menu.getByRole('link', { name: 'Ticket', exact: true }).click();
    await expect(page).toHaveURL(/\/tickets$/);
  });
});
