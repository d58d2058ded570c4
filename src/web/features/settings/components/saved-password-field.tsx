import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

interface SavedPasswordFieldProps {
  label: string;
  /** A password is stored on the server (it is never sent back to be shown). */
  isSet: boolean;
  registration: UseFormRegisterReturn;
  error?: string;
  /** Called with false when the person goes back to keeping the saved password. */
  onChangingChange: (changing: boolean) => void;
}

/**
 * A stored secret the browser never sees: "impostata" with a 'Cambia' action, which opens an
 * empty field for a new one ('Annulla' keeps the old one). Without a stored one: the field.
 */
export function SavedPasswordField({
  label,
  isSet,
  registration,
  error,
  onChangingChange,
}: SavedPasswordFieldProps) {
  const [changing, setChanging] = useState(false);
  const change = (next: boolean) => {
    setChanging(next);
    onChangingChange(next);
  };
  if (isSet && !changing) {
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium">{label}</p>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-base">impostata</p>
          <Button variant="secondary" onClick={() => change(true)}>
            Cambia<span className="sr-only"> {label.toLowerCase()}</span>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={isSet ? `Nuova ${label.toLowerCase()}` : label}
        type="password"
        autoComplete="new-password"
        hint={isSet ? undefined : 'Lascia vuoto se il server non chiede di accedere.'}
        error={error}
        autoFocus={changing}
        {...registration}
      />
      {changing && (
        <Button variant="ghost" className="self-start" onClick={() => change(false)}>
          Annulla: tieni la password salvata
        </Button>
      )}
    </div>
  );
}
