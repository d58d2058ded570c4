import { type FormEvent, useState } from 'react';
import { romeToday } from '../../../../shared/format';
import {
  presetOf,
  presetRange,
  REPORT_PRESETS,
  type ReportPreset,
} from '../../../../shared/reports/report-range';
import { AccountSelect } from '../../../components/ui/account-select';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import type { ReportFilters } from '../api/reports-api';

const FIELDS = ['from', 'to', 'technician_id', 'device_type'] as const;

/**
 * The report's filters: a preset or a range of days, and for admins the technician; the device
 * type for everyone. Applied with *Mostra* (a preset applies at once).
 */
export function ReportFiltersForm({
  value,
  admin,
  onApply,
}: {
  value: ReportFilters;
  admin: boolean;
  onApply: (filters: ReportFilters) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // When the address changes (a preset applied, back and forward), the fields it changed follow
  // it; a field being typed in keeps its text: a preset's report can take a while to arrive, and
  // the device type typed meanwhile used to vanish with it.
  if (FIELDS.some((field) => value[field] !== shown[field])) {
    setShown(value);
    setDraft((d) => {
      const next = { ...d };
      for (const field of FIELDS) if (value[field] !== shown[field]) next[field] = value[field];
      return next;
    });
  }
  const today = romeToday();
  const set = (patch: Partial<ReportFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      onSubmit={submit}
      className="mb-6 flex flex-wrap items-end gap-4"
      aria-label="Filtri del report"
    >
      <SelectField
        label="Periodo"
        value={presetOf(draft.from, draft.to, today)}
        onChange={(event) => {
          if (!event.target.value) return;
          const next = { ...draft, ...presetRange(event.target.value as ReportPreset, today) };
          setDraft(next);
          onApply(next);
        }}
      >
        <option value="">Personalizzato</option>
        {REPORT_PRESETS.map((p) => (
          <option key={p.key} value={p.key}>
            {p.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Dal"
        type="date"
        value={draft.from}
        max={draft.to}
        onChange={(event) => set({ from: event.target.value })}
        required
      />
      <TextField
        label="Al"
        type="date"
        value={draft.to}
        min={draft.from}
        onChange={(event) => set({ to: event.target.value })}
        required
      />
      {admin && (
        <AccountSelect
          label="Tecnico"
          value={draft.technician_id}
          onChange={(technician_id) => set({ technician_id })}
        />
      )}
      <TextField
        label="Tipo di dispositivo"
        value={draft.device_type}
        onChange={(event) => set({ device_type: event.target.value })}
        placeholder="Tutti"
      />
      <Button type="submit">Mostra</Button>
    </form>
  );
}
