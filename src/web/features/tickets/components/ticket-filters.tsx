import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
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
  if (count === 0) return 'Filtri';
  return `Filtri (${count} ${count === 1 ? 'attivo' : 'attivi'})`;
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
        <SelectField
          label="Stato"
          value={filters.status}
          onChange={(event) =>
            onChange({ status: event.target.value as TicketListFilters['status'] })
          }
        >
          <option value="">Tutti gli stati</option>
          {TICKET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Priorità"
          value={filters.priority}
          onChange={(event) =>
            onChange({ priority: event.target.value as TicketListFilters['priority'] })
          }
        >
          <option value="">Tutte le priorità</option>
          {TICKET_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {TICKET_PRIORITY_LABELS[priority]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Mostra"
          value={filters.scope}
          onChange={(event) =>
            onChange({ scope: event.target.value as TicketListFilters['scope'] })
          }
        >
          <option value="">Tutti i ticket</option>
          {TICKET_SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {TICKET_SCOPE_LABELS[scope]}
            </option>
          ))}
        </SelectField>
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
