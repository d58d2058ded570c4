import { expect, test } from './fixtures';
import { keepSettings, openSettings, saveSection, settingsSection } from './support/settings';

test.describe('settings: backup (admin)', () => {
  test('Esegui backup ora, then Scarica the archive; the hour is saved', async ({
    page,
    signInAs,
    adminApi,
  }) => {
    const { restore } = await keepSettings(adminApi, ['backup_hour']);
    try {
      await signInAs('admin');
      await openSettings(page, 'Backup');
      const backup = settingsSection(page, 'Backup');
      await expect(backup.getByText(/^Cartella: .+backups$/)).toBeVisible();
      await backup.getByRole('button', { name: 'Esegui backup ora' }).click();
      await expect(backup.getByRole('status').first()).toHaveText(
        'Backup avviato: qui sotto vedi quando finisce.',
      );
      const table = backup.getByRole('table', { name: 'Ultimi backup' });
      const newest = table.getByRole('row').nth(1);
      await expect(newest).toContainText('Manuale');
      await expect(newest).toContainText('Riuscito', { timeout: 30_000 });
      await expect(
        backup.getByText(/^Ultimo backup: .+ — riuscito, [\d,]+ (kB|MB)$/),
      ).toBeVisible();

      const download = page.waitForEvent('download');
      await newest.getByRole('link', { name: /^Scarica il backup del / }).click();
      expect((await download).suggestedFilename()).toMatch(
        /^sportello-backup-\d{8}T\d{6}Z\.tar\.gz$/,
      );

      await backup.getByLabel('Ora del backup').selectOption({ label: '04:00' });
      expect(await saveSection(backup)).toMatchObject({ backup_hour: '4' });
      await expect(backup.getByRole('status').last()).toHaveText(
        'Impostazioni del backup salvate con successo!',
      );
    } finally {
      await restore();
    }
  });

  test('a folder that is not a full path is refused with its message', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    await openSettings(page, 'Backup');
    const backup = settingsSection(page, 'Backup');
    await backup.getByLabel('Cartella dei backup').fill('backup');
    await backup.getByRole('button', { name: 'Salva' }).click();
    await expect(
      backup.getByText(
        'Indica un percorso completo (es. /mnt/backup o D:\\Backup), o lascia vuoto',
      ),
    ).toBeVisible();
  });
});
