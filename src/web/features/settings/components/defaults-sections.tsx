import type { SettingKey, SettingValues } from '../../../../shared/settings';
import { Section } from '../../../components/layout/section';
import { NumberField } from '../../../components/ui/decimal-fields';
import { TextAreaField } from '../../../components/ui/field';
import {
  type SectionKeys,
  type SettingsSection,
  useSettingsSection,
} from '../hooks/use-settings-section';
import { SettingsForm } from './settings-form';

const PERCENT_HINT = 'Da 0 a 100, passo 0,1.';

function PercentField({
  label,
  name,
  form,
}: {
  label: string;
  name: SettingKey;
  form: SettingsSection;
}) {
  return (
    <NumberField
      label={label}
      hint={PERCENT_HINT}
      error={form.fieldError(name)}
      {...form.form.register(name)}
    />
  );
}

const QUOTE_KEYS: SectionKeys = ['default_vat_rate', 'default_margin_percentage'];

/** What a new quote starts with. */
export function QuoteDefaultsSection({ values }: { values: SettingValues }) {
  const section = useSettingsSection({
    keys: QUOTE_KEYS,
    values,
    successMessage: 'Valori predefiniti dei preventivi salvati con successo!',
  });
  return (
    <Section title="Preventivi" description="Valori proposti per ogni nuovo preventivo.">
      <SettingsForm onSubmit={section.submit} outcome={section.outcome} saving={section.saving}>
        <div className="grid gap-4 sm:grid-cols-2">
          <PercentField label="IVA predefinita (%)" name="default_vat_rate" form={section} />
          <PercentField
            label="Ricarico predefinito (%)"
            name="default_margin_percentage"
            form={section}
          />
        </div>
      </SettingsForm>
    </Section>
  );
}

const PC_BUILD_KEYS: SectionKeys = [
  'pcbuild_default_vat_rate',
  'pcbuild_default_margin_percentage',
  'pcbuild_default_notes',
];

/** What a new PC build starts with. */
export function PcBuildDefaultsSection({ values }: { values: SettingValues }) {
  const section = useSettingsSection({
    keys: PC_BUILD_KEYS,
    values,
    successMessage: 'Valori predefiniti delle PC Build salvati con successo!',
  });
  return (
    <Section title="PC Build" description="Valori proposti per ogni nuova PC Build.">
      <SettingsForm onSubmit={section.submit} outcome={section.outcome} saving={section.saving}>
        <div className="grid gap-4 sm:grid-cols-2">
          <PercentField
            label="IVA predefinita (%)"
            name="pcbuild_default_vat_rate"
            form={section}
          />
          <PercentField
            label="Ricarico predefinito (%)"
            name="pcbuild_default_margin_percentage"
            form={section}
          />
        </div>
        <TextAreaField
          label="Note predefinite"
          error={section.fieldError('pcbuild_default_notes')}
          {...section.form.register('pcbuild_default_notes')}
        />
      </SettingsForm>
    </Section>
  );
}
