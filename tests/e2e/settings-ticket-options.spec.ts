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
test.describe('settings: ticket options (admin)', () => {
  test('ticket settings: highlight account, arrived-part status and device password survive reload', async ({
    page,
    signInAs,
    adminApi,
    baseURL,
  }) => {
    // The public-page tests expect the device password shown: it is switched off and back on.
    await setUpShop(adminApi, baseURL);
    const { restore } = await keepSettings(adminApi, [
      'ticket_highlight_user_id',
      'ticket_part_arrived_status',
    ]);
    try {
      const me = await signInAs('admin');
      await openSettings(page, 'Ticket');
      const tickets = section(page, 'Ticket');
      await tickets.getByLabel("Account evidenziato nell'elenco ticket").selectOption({
        label: me.email,
      });
      // Where a ticket goes when its ordered part arrives: any status but Chiuso.
      const arrived = tickets.getByLabel('Stato del ticket quando arriva il ricambio');
      await expect(arrived).toHaveValue('In lavorazione');
      await expect(arrived.getByRole('option', { name: 'Chiuso' })).toHaveCount(0);
      await arrived.selectOption('Pronto per il ritiro');
      const password = tickets.getByRole('switch', {
        name: 'Mostra la password del dispositivo nella pagina pubblica',
      });
      await expect(password).toHaveAttribute('aria-checked', 'true');
      await password.focus();
      await page.keyboard.press('Space');
      await expect(password).toHaveAttribute('aria-checked', 'false');
      await page.keyboard.press('Enter');
      await expect(password).toHaveAttribute('aria-checked', 'true');
      expect(await saveSection(tickets)).toMatchObject({
        ticket_highlight_user_id: me.id,
        ticket_part_arrived_status: 'Pronto per il ritiro',
        public_show_device_password: 'true',
      });
      await expect(tickets.getByRole('status')).toHaveText(
        'Impostazioni dei ticket salvate con successo!',
      );

      await openSettings(page, 'Ticket');
      await expect(
        section(page, 'Ticket').getByLabel("Account evidenziato nell'elenco ticket"),
      ).toHaveValue(me.id);
      await expect(
        section(page, 'Ticket').getByLabel('Stato del ticket quando arriva il ricambio'),
      ).toHaveValue('Pronto per il ritiro');
      expect((await readSettings(adminApi)).ticket_highlight_user_id).toBe(me.id);
    } finally {
      await restore();
    }
  });

  test('public form limits: a whole number each, with the field named in the message', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    await openSettings(page, 'Ticket');
    const tickets = section(page, 'Ticket');
    const perHour = tickets.getByLabel("Ticket pubblici all'ora da una connessione");
    await expect(perHour).toHaveValue('20');
    await expect(tickets.getByLabel('Ticket pubblici al giorno da una connessione')).toHaveValue(
      '240',
    );
    await perHour.fill('venti');
    await tickets.getByRole('button', { name: 'Salva' }).click();
    await expect(tickets.getByText('Inserisci un numero intero positivo')).toBeVisible();
    await expect(perHour).toHaveAttribute('aria-invalid', 'true');
  });
});
