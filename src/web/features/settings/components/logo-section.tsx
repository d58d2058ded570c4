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

/** A URL the browser could not load the image of, and then saved anyway: one message says both. */
const SAVED_BUT_NOT_LOADING =
  "Logo salvato, ma l'immagine non si carica: controlla che l'indirizzo sia corretto e pubblico.";

interface LogoPreviewProps {
  url: string;
  failed: boolean;
  onFailed: () => void;
}

/** A URL the preview can show: a valid one, typed in full. */
function previewable(url: string): boolean {
  return url !== '' && SETTINGS.logo_url.schema.safeParse(url).success;
}

/**
 * Shows the image at a URL as it is typed; says so when the browser cannot load it. Nothing
 * without a URL: an uploaded logo may be showing just below.
 */
function LogoPreview({ url, failed, onFailed }: LogoPreviewProps) {
  if (failed) return <Alert tone="warning">{LOGO_LOAD_ERROR}</Alert>;
  return (
    <div className="flex h-24 w-fit items-center rounded-md border border-slate-300 bg-white p-2 dark:border-slate-700">
      <img
        src={url}
        alt="Anteprima del logo"
        className="h-20 w-auto max-w-60 object-contain"
        onError={onFailed}
      />
    </div>
  );
}

/** The logo shown on the public pages, the print sheet and the e-mails. */
export function LogoSection({ values }: { values: SettingValues }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [url, setUrl] = useState(values.logo_url);
  const failed = failedUrl !== null && failedUrl === url.trim();
  const { form, submit, outcome, saving, fieldError } = useSettingsSection({
    keys: KEYS,
    values,
    successMessage: failed ? SAVED_BUT_NOT_LOADING : 'Logo salvato con successo!',
  });
  // Kept in state (set while rendering, React's pattern for derived state) because the success
  // message above must know whether this URL's image loaded before the form hook is called.
  const watched = useWatch({ control: form.control, name: 'logo_url' }) ?? '';
  if (watched !== url) setUrl(watched);
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
        {/* Polite: the preview may fail while a URL is still being typed. */}
        {/* After a save its outcome is the one message: the preview's warning would repeat it. */}
        <StatusRegion>
          {previewable(url.trim()) && !(outcome?.ok && failed) && (
            <div className="flex flex-col gap-2">
              <p className="text-sm font-medium">Anteprima</p>
              <LogoPreview
                url={url.trim()}
                failed={failed}
                onFailed={() => setFailedUrl(url.trim())}
              />
            </div>
          )}
        </StatusRegion>
      </SettingsForm>
      <div className="mt-6 border-t border-slate-200 pt-6 dark:border-slate-700">
        <LogoUpload logoFile={values.logo_file} />
      </div>
    </Section>
  );
}
