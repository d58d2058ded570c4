import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { plural } from '../../../../shared/plural';
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
} from '../../../../shared/tickets/ticket-priority';
import { TICKET_STATUSES } from '../../../../shared/tickets/ticket-status';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { SearchBox, SortControl } from '../../../components/ui/list-controls';
import { useMediaQuery } from '../../../lib/use-media-query';
import {
  TICKET_SCOPE_LABELS,
  TICKET_SCOPES,
  type TicketListFilters,
  type TicketSort,
} from '../api/ticket-list-filters';

const SORTS = [
  ['created_at', 'Data'],
  ['priority', 'Priorità'],
] as const satisfies readonly (readonly [TicketSort, string])[];

interface TicketFiltersProps {
  filters: TicketListFilters;
  onChange: (change: Partial<TicketListFilters>) => void;
}

/** On a phone the filters fold away behind a button, which says how many are on. */
const WIDE = '(min-width: 640px)';

function activeCount(filters: TicketListFilters): number {
  return [filters.status, filters.priority, filters.scope, filters.closed].filter(Boolean).length;
}

function toggleLabel(filters: TicketListFilters): string {
  const count = activeCount(filters);
  return count === 0 ? 'Filtri' : `Filtri (${plural(count, 'attivo', 'attivi')})`;
}

/** One of the list's selects: every value of its kind, or none ("Tutti…"). */
function ListFilter<T extends string>({
  label,
  all,
  value,
  options,
  labelOf = (option) => option,
  onChange,
}: {
  label: string;
  all: string;
  value: T | '';
  options: readonly T[];
  labelOf?: (option: T) => string;
  onChange: (value: T | '') => void;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T | '')}
    >
      <option value="">{all}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {labelOf(option)}
        </option>
      ))}
    </SelectField>
  );
}

/** Search, filters and sorting of the list; the page keeps them in the URL. */
export function TicketFilters({ filters, onChange }: TicketFiltersProps) {
  const wide = useMediaQuery(WIDE);
  const [open, setOpen] = useState(false);
  const foldId = useId();
  return (
    <search className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
      <SearchBox
        placeholder="Numero, cliente, email, telefono, dispositivo, IMEI…"
        className="sm:col-span-2"
        value={filters.q}
        onCommit={(q) => onChange({ q })}
      />
      {!wide && (
        <Button
          variant="secondary"
          className="justify-self-start"
          aria-expanded={open}
          aria-controls={foldId}
          onClick={() => setOpen(!open)}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {toggleLabel(filters)}
        </Button>
      )}
      <div id={foldId} hidden={!wide && !open} className={wide ? 'contents' : 'grid gap-4'}>
        <ListFilter
          label="Stato"
          all="Tutti gli stati"
          value={filters.status}
          options={TICKET_STATUSES}
          onChange={(status) => onChange({ status })}
        />
        <ListFilter
          label="Priorità"
          all="Tutte le priorità"
          value={filters.priority}
          options={TICKET_PRIORITIES}
          labelOf={(priority) => TICKET_PRIORITY_LABELS[priority]}
          onChange={(priority) => onChange({ priority })}
        />
        <ListFilter
          label="Mostra"
          all="Tutti i ticket"
          value={filters.scope}
          options={TICKET_SCOPES}
          labelOf={(scope) => TICKET_SCOPE_LABELS[scope]}
          onChange={(scope) => onChange({ scope })}
        />
        <SortControl
          sort={filters.sort}
          order={filters.order}
          options={SORTS}
          onChange={onChange}
        />
        <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2 lg:col-span-6">
          <input
            type="checkbox"
            className="size-4"
            checked={filters.closed}
            onChange={(event) => onChange({ closed: event.target.checked })}
          />
          Mostra ticket chiusi
        </label>
      </div>
    </search>
  );
}
