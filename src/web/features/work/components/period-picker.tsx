import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays, shiftMonth } from '../../../../shared/calendar';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import type { WorkFilters } from '../api/work-api';

interface PeriodPickerProps {
  filters: WorkFilters;
  onChange: (patch: Partial<WorkFilters>) => void;
}

/** Day or month, previous / next, and a date (or month) picker. */
export function PeriodPicker({ filters, onChange }: PeriodPickerProps) {
  const month = filters.view === 'month';
  const step = (delta: number) =>
    onChange({
      date: month
        ? `${shiftMonth(filters.date.slice(0, 7), delta)}-01`
        : addDays(filters.date, delta),
    });
  const unit = month ? 'mese' : 'giorno';
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        label="Vista"
        className="w-36"
        value={filters.view}
        onChange={(event) => onChange({ view: event.target.value as WorkFilters['view'] })}
      >
        <option value="day">Giorno</option>
        <option value="month">Mese</option>
      </SelectField>
      <Button variant="secondary" onClick={() => step(-1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        {`${unit[0]?.toUpperCase()}${unit.slice(1)} precedente`}
      </Button>
      {month ? (
        <TextField
          label="Mese"
          type="month"
          className="w-44"
          value={filters.date.slice(0, 7)}
          onChange={(event) => event.target.value && onChange({ date: `${event.target.value}-01` })}
        />
      ) : (
        <TextField
          label="Giorno"
          type="date"
          className="w-44"
          value={filters.date}
          onChange={(event) => event.target.value && onChange({ date: event.target.value })}
        />
      )}
      <Button variant="secondary" onClick={() => step(1)}>
        {`${unit[0]?.toUpperCase()}${unit.slice(1)} successivo`}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
