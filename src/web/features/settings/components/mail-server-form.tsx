import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  MAIL_SECURITY,
  MAIL_SECURITY_LABELS,
  MAIL_SECURITY_PORTS,
  type MailSecurity,
  type MailServerSaveResult,
  type MailServerView,
} from '../../../../shared/mail-server';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { applyServerErrors } from '../../../lib/form-errors';
import type { useSaveMailServer } from '../api/mail-server-api';
import { SavedPasswordField } from './saved-password-field';

interface FormValues {
  host: string;
  port: string;
  security: MailSecurity;
  username: string;
  password: string;
  sender: string;
}

const USUAL_PORTS = Object.values(MAIL_SECURITY_PORTS).map(String);

const FIELDS = ['host', 'port', 'security', 'username', 'password', 'sender'] as const;

function initialValues(saved: MailServerView['saved']): FormValues {
  return {
    host: saved?.host ?? '',
    port: String(saved?.port ?? MAIL_SECURITY_PORTS.starttls),
    security: saved?.security ?? 'starttls',
    username: saved?.username ?? '',
    password: '',
    sender: saved?.sender ?? '',
  };
}

function checkMessage(check: MailServerSaveResult['check']) {
  return check.ok
    ? { tone: 'success' as const, text: 'Server di posta salvato: connessione riuscita.' }
    : {
        tone: 'warning' as const,
        text: `Server di posta salvato, ma la prova di connessione non è riuscita: ${check.error}`,
      };
}

interface MailServerFormProps {
  saved: MailServerView['saved'];
  /** Owned by the section: its outcome outlives the form starting again after a first save. */
  save: ReturnType<typeof useSaveMailServer>;
}

/** Host, security, port, login and sender; the password is sent only when typed. */
export function MailServerForm({ saved, save }: MailServerFormProps) {
  const [changingPassword, setChangingPassword] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, getValues, formState, reset } =
    useForm<FormValues>({ defaultValues: initialValues(saved) });
  const passwordSet = saved?.password_set ?? false;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const port = /^\d+$/.test(values.port.trim()) ? Number(values.port) : values.port;
    const keepPassword = passwordSet && !changingPassword;
    try {
      const result = await save.mutateAsync({
        ...values,
        port,
        password: keepPassword ? undefined : values.password,
      });
      reset(initialValues(result.server.saved));
      setChangingPassword(false);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  // The usual port follows the security, unless someone typed an unusual one.
  const onSecurity = (next: MailSecurity) => {
    if (USUAL_PORTS.includes(getValues('port').trim())) {
      setValue('port', String(MAIL_SECURITY_PORTS[next]));
    }
  };
  const security = register('security', { onChange: (e) => onSecurity(e.target.value) });
  const outcome = save.data && !save.isPending ? checkMessage(save.data.check) : null;
  const error = (name: keyof FormValues) => formState.errors[name]?.message;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <TextField
          label="Server SMTP"
          autoComplete="off"
          placeholder="smtp.esempio.it"
          error={error('host')}
          {...register('host')}
        />
        <SelectField label="Sicurezza" error={error('security')} {...security}>
          {MAIL_SECURITY.map((value) => (
            <option key={value} value={value}>
              {MAIL_SECURITY_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Porta"
          inputMode="numeric"
          autoComplete="off"
          error={error('port')}
          {...register('port')}
        />
      </div>
      <TextField
        label="Nome utente"
        autoComplete="off"
        hint="Di solito l'indirizzo e-mail della casella. Vuoto se il server non chiede di accedere."
        error={error('username')}
        {...register('username')}
      />
      <SavedPasswordField
        label="Password"
        isSet={passwordSet}
        registration={register('password')}
        error={error('password')}
        onChangingChange={setChangingPassword}
      />
      <TextField
        label="Mittente"
        placeholder="Laboratorio Rossi <assistenza@esempio.it>"
        hint="L'indirizzo da cui partono le e-mail, con o senza il nome del negozio."
        error={error('sender')}
        {...register('sender')}
      />
      {formError && <Alert tone="error">{formError}</Alert>}
      <StatusRegion>{outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}</StatusRegion>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          Salva server di posta
        </Button>
      </div>
    </form>
  );
}
