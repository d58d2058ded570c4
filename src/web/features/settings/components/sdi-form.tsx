import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MANUAL_CHANNEL_MEANING, type SdiSettingsView } from '../../../../shared/sdi/sdi-settings';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { applyServerErrors } from '../../../lib/form-errors';
import type { useSaveSdiSettings } from '../api/sdi-settings-api';
import { SavedPasswordField } from './saved-password-field';
import { SdiCredentials } from './sdi-credentials';
import { initialSdiValues, type SdiFormValues } from './sdi-form-values';

const FIELDS = ['channel', 'base_url', 'webhook_secret', 'send_on_issue'] as const;

interface SdiFormProps {
  saved: SdiSettingsView;
  save: ReturnType<typeof useSaveSdiSettings>;
  onSaved: () => void;
}

/** The channel, its address and login, the webhook's key and address, automatic send. */
export function SdiForm({ saved, save, onSaved }: SdiFormProps) {
  const [changingCredentials, setChangingCredentials] = useState(false);
  const [changingSecret, setChangingSecret] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, watch, formState } = useForm<SdiFormValues>({
    defaultValues: initialSdiValues(saved),
  });
  const channelId = watch('channel');
  const channel = saved.channels.find((c) => c.id === channelId);
  const sameChannel = channelId === saved.channel;
  const credentialsSet = sameChannel && saved.credentials_set;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const keepCredentials = credentialsSet && !changingCredentials;
    const keepSecret = saved.webhook_secret_set && !changingSecret;
    try {
      await save.mutateAsync({
        channel: values.channel,
        base_url: values.base_url.trim() || null,
        credentials: keepCredentials || channelId === 'manuale' ? undefined : values.credentials,
        webhook_secret: keepSecret || !values.webhook_secret ? undefined : values.webhook_secret,
        send_on_issue: values.send_on_issue,
      });
      onSaved();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });
  const error = (name: (typeof FIELDS)[number]) => formState.errors[name]?.message;
  const webhookUrl = `${window.location.origin}/webhooks/sdi/${channelId}`;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <SelectField
        label="Canale"
        hint={MANUAL_CHANNEL_MEANING}
        error={error('channel')}
        {...register('channel')}
      >
        {saved.channels.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      {channel && channel.id !== 'manuale' && (
        <>
          <TextField
            label="Indirizzo dell'API"
            type="url"
            autoComplete="off"
            placeholder="https://api.acubeapi.com"
            hint="Vuoto per il servizio reale; l'indirizzo della sandbox dell'intermediario o del simulatore per le prove."
            error={error('base_url')}
            {...register('base_url')}
          />
          <SdiCredentials
            key={channel.id}
            fields={channel.credential_fields}
            isSet={credentialsSet}
            register={register}
            onChangingChange={setChangingCredentials}
          />
          <SavedPasswordField
            label="Chiave del webhook"
            isSet={saved.webhook_secret_set}
            emptyHint="Almeno 16 caratteri: la stessa va scritta nell'intestazione Authorization (Bearer) del webhook presso l'intermediario. Vuoto se Sportello non è raggiungibile da internet: le notifiche vengono lette ogni minuto."
            registration={register('webhook_secret')}
            error={error('webhook_secret')}
            onChangingChange={setChangingSecret}
          />
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium">Indirizzo del webhook da dare all'intermediario</p>
            <code className="break-all text-base">{webhookUrl}</code>
          </div>
          <label className="flex items-start gap-2">
            <input type="checkbox" className="mt-1 size-4" {...register('send_on_issue')} />
            <span>
              Invia automaticamente all'emissione
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                Ogni fattura emessa parte da sola verso lo SDI, senza premere «Invia allo SDI».
              </span>
            </span>
          </label>
        </>
      )}
      {formError && <Alert tone="error">{formError}</Alert>}
      <StatusRegion>
        {save.isSuccess && !save.isPending && !formState.isDirty && (
          <Alert tone="success">Canale di invio allo SDI salvato.</Alert>
        )}
      </StatusRegion>
      <Button type="submit" busy={save.isPending} className="self-start">
        Salva canale SDI
      </Button>
    </form>
  );
}
