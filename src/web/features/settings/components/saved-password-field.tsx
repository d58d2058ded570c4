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
  /** Shown for a stored one (the label's gender decides the word). */
  setText?: string;
  /** The hint under the empty field when nothing is stored. */
  emptyHint?: string;
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
  setText = 'impostata',
  emptyHint = 'Lascia vuoto se il server non chiede di accedere.',
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
          <p className="text-base">{setText}</p>
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
        hint={isSet ? undefined : emptyHint}
        error={error}
        autoFocus={changing}
        {...registration}
      />
      {changing && (
        <Button variant="ghost" className="self-start" onClick={() => change(false)}>
          Annulla: tieni la {label.toLowerCase()} salvata
        </Button>
      )}
    </div>
  );
}
