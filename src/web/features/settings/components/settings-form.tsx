import type { FormEventHandler, ReactNode } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { SettingKey } from '../../../../shared/settings';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import type { SaveOutcome, SectionValues } from '../hooks/use-settings-section';

interface SettingsFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  outcome: SaveOutcome | null;
  saving: boolean;
  /** Extra actions next to 'Salva' (e.g. the test e-mail). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A section's fields, its save outcome (alert or status) and its own 'Salva' button. */
export function SettingsForm({ onSubmit, outcome, saving, actions, children }: SettingsFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {children}
      {outcome && !outcome.ok && (
        <Alert tone="error" title={outcome.detail ? outcome.message : undefined}>
          {outcome.detail ?? outcome.message}
        </Alert>
      )}
      <StatusRegion>{outcome?.ok && <Alert tone="success">{outcome.message}</Alert>}</StatusRegion>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={saving}>
          Salva
        </Button>
        {actions}
      </div>
    </form>
  );
}

interface SettingSwitchProps {
  control: Control<SectionValues>;
  name: SettingKey;
  label: string;
  description?: string;
}

/** A 'true'/'false' setting of the form as an on/off switch; saved with the section. */
export function SettingSwitch({ control, name, label, description }: SettingSwitchProps) {
  const { field } = useController({ control, name });
  return (
    <Switch
      label={label}
      description={description}
      checked={field.value === 'true'}
      onChange={(checked) => field.onChange(String(checked))}
    />
  );
}
