import { useMemo } from 'react';
import type { SettingKey, SettingValues } from '../../../../shared/settings';
import { Section } from '../../../components/layout/section';
import { SelectField } from '../../../components/ui/field';
import { useSettingsSection } from '../hooks/use-settings-section';
import { SettingsForm } from './settings-form';

interface ChoiceSettingSectionProps {
  values: SettingValues;
  setting: SettingKey;
  title: string;
  label: string;
  hint: string;
  successMessage: string;
  options: readonly { value: string; label: string }[];
}

/** A settings section of one choice (a select and *Salva*): the drawer, the receipt mode. */
export function ChoiceSettingSection(props: ChoiceSettingSectionProps) {
  const { values, setting, title, label, hint, successMessage, options } = props;
  // One key array per setting: the section's schema is memoised on it.
  const keys = useMemo(() => [setting] as const, [setting]);
  const section = useSettingsSection({ keys, values, successMessage });
  return (
    <Section title={title}>
      <SettingsForm onSubmit={section.submit} outcome={section.outcome} saving={section.saving}>
        <SelectField
          label={label}
          hint={hint}
          error={section.fieldError(setting)}
          {...section.form.register(setting)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </SettingsForm>
    </Section>
  );
}
