import { useState } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { SdiFormValues } from './sdi-form-values';

const FIELD_LABELS: Record<string, { label: string; type: string }> = {
  email: { label: "E-mail dell'account", type: 'email' },
  password: { label: "Password dell'account", type: 'password' },
};

interface SdiCredentialsProps {
  fields: string[];
  isSet: boolean;
  register: UseFormRegister<SdiFormValues>;
  onChangingChange: (changing: boolean) => void;
}

/**
 * The intermediary's login, never shown back: «impostate» with *Cambia credenziali*, which opens
 * empty fields for new ones (*Annulla* keeps the saved ones). Without saved ones: the fields.
 */
export function SdiCredentials({ fields, isSet, register, onChangingChange }: SdiCredentialsProps) {
  const [changing, setChanging] = useState(false);
  const change = (next: boolean) => {
    setChanging(next);
    onChangingChange(next);
  };
  if (isSet && !changing)
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium">Credenziali dell'intermediario</p>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-base">impostate</p>
          <Button variant="secondary" onClick={() => change(true)}>
            Cambia credenziali
          </Button>
        </div>
      </div>
    );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium">Credenziali dell'intermediario</legend>
      {fields.map((field) => (
        <TextField
          key={field}
          label={FIELD_LABELS[field]?.label ?? field}
          type={FIELD_LABELS[field]?.type ?? 'text'}
          autoComplete="off"
          autoFocus={changing && field === fields[0]}
          {...register(`credentials.${field}`)}
        />
      ))}
      {changing && (
        <Button variant="ghost" className="self-start" onClick={() => change(false)}>
          Annulla: tieni le credenziali salvate
        </Button>
      )}
    </fieldset>
  );
}
