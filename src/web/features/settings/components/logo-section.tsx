import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { SETTINGS, type SettingValues } from '../../../../shared/settings';
import { Section } from '../../../components/layout/section';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/field';
import { type SectionKeys, useSettingsSection } from '../hooks/use-settings-section';
import { LogoUpload } from './logo-upload';
import { SettingsForm } from './settings-form';

const KEYS: SectionKeys = ['logo_url'];

const LOGO_LOAD_ERROR =
  "Impossibile caricare l'immagine del logo: controlla che l'indirizzo sia corretto e pubblico.";

/** Shows the image at a URL as it is typed; says so when the browser cannot load it. */
function LogoPreview({ url }: { url: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!SETTINGS.logo_url.schema.safeParse(url).success || url === '') {
    return <p className="text-sm text-slate-700 dark:text-slate-300">Nessuna anteprima.</p>;
  }
  if (failedUrl === url) return <Alert tone="warning">{LOGO_LOAD_ERROR}</Alert>;
  return (
    <div className="flex h-24 w-fit items-center rounded-md border border-slate-300 bg-white p-2 dark:border-slate-700">
      <img
        src={url}
        alt="Anteprima del logo"
        className="h-20 w-auto max-w-60 object-contain"
        onError={() => setFailedUrl(url)}
      />
    </div>
  );
}

/** The logo shown on the public pages, the print sheet and the e-mails. */
export function LogoSection({ values }: { values: SettingValues }) {
  const { form, submit, outcome, saving, fieldError } = useSettingsSection({
    keys: KEYS,
    values,
    successMessage: 'Logo salvato con successo!',
  });
  const url = useWatch({ control: form.control, name: 'logo_url' }) ?? '';
  return (
    <Section
      title="Logo"
      description="Indirizzo di un'immagine pubblica (https://…), oppure un'immagine caricata qui."
    >
      <SettingsForm onSubmit={submit} outcome={outcome} saving={saving}>
        <TextField
          label="URL del logo"
          type="url"
          inputMode="url"
          placeholder="https://esempio.it/logo.png"
          error={fieldError('logo_url')}
          {...form.register('logo_url')}
        />
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">Anteprima</p>
          {/* Polite: the preview may fail while a URL is still being typed. */}
          <StatusRegion>
            <LogoPreview url={url.trim()} />
          </StatusRegion>
        </div>
      </SettingsForm>
      <div className="mt-6 border-t border-slate-200 pt-6 dark:border-slate-700">
        <LogoUpload logoFile={values.logo_file} />
      </div>
    </Section>
  );
}
