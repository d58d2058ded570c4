import type { SettingValues } from '../../../../shared/settings';
import { Section } from '../../../components/layout/section';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NumberField } from '../../../components/ui/decimal-fields';
import { SelectField, TextField } from '../../../components/ui/field';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { errorMessage } from '../../../lib/api-fetch';
import { useBackups, useStartBackup } from '../api/backups-api';
import { type SectionKeys, useSettingsSection } from '../hooks/use-settings-section';
import { BackupRunsTable, LastBackupSummary } from './backup-runs';
import { SettingSwitch, SettingsForm } from './settings-form';

const KEYS: SectionKeys = ['backup_enabled', 'backup_hour', 'backup_folder', 'backup_keep_days'];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The backups this install has made, and *Esegui backup ora*. */
function BackupStatus() {
  const backups = useBackups();
  const start = useStartBackup();
  const running = backups.data?.runs.some((run) => run.status === 'running') ?? false;
  return (
    <div className="flex flex-col gap-3">
      {backups.isPending && <LoadingBlock label="Caricamento dei backup…" />}
      {backups.isError && <Alert tone="error">{errorMessage(backups.error)}</Alert>}
      {backups.data && (
        <>
          <LastBackupSummary run={backups.data.runs[0]} />
          <p className="break-all">
            Cartella: <code>{backups.data.folder}</code>
          </p>
          {backups.data.runs.length > 0 && <BackupRunsTable runs={backups.data.runs} />}
        </>
      )}
      {start.isError && <Alert tone="error">{errorMessage(start.error)}</Alert>}
      <StatusRegion>
        {start.isSuccess && <Alert tone="success">{start.data.message}</Alert>}
      </StatusRegion>
      <Button
        variant="secondary"
        className="self-start"
        busy={start.isPending || running}
        onClick={() => start.mutate()}
      >
        Esegui backup ora
      </Button>
    </div>
  );
}

/** Settings → Backup: the daily backup's settings and the backups made (admins only). */
export function BackupSection({ values }: { values: SettingValues }) {
  const section = useSettingsSection({
    keys: KEYS,
    values,
    successMessage: 'Impostazioni del backup salvate con successo!',
  });
  return (
    <Section
      title="Backup"
      description="Una copia completa di ticket, account, allegati e logo, da conservare su un altro disco. Per ripristinarla: npm run restore (vedi il README)."
    >
      <div className="flex flex-col gap-6">
        <BackupStatus />
        <SettingsForm onSubmit={section.submit} outcome={section.outcome} saving={section.saving}>
          <SettingSwitch
            control={section.form.control}
            name="backup_enabled"
            label="Backup automatico giornaliero"
            description="Se un backup non riesce, gli amministratori ricevono un'e-mail."
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Ora del backup"
              error={section.fieldError('backup_hour')}
              {...section.form.register('backup_hour')}
            >
              {HOURS.map((hour) => (
                <option key={hour} value={String(hour)}>
                  {`${String(hour).padStart(2, '0')}:00`}
                </option>
              ))}
            </SelectField>
            <NumberField
              label="Giorni di conservazione"
              hint="I backup più vecchi vengono eliminati dalla cartella."
              error={section.fieldError('backup_keep_days')}
              {...section.form.register('backup_keep_days')}
            />
          </div>
          <TextField
            label="Cartella dei backup"
            hint="Percorso completo sul computer del server; vuoto: la cartella «backups» nella cartella dei dati. Meglio un disco diverso da quello dei dati."
            error={section.fieldError('backup_folder')}
            {...section.form.register('backup_folder')}
          />
        </SettingsForm>
      </div>
    </Section>
  );
}
