import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
} from '../../../../shared/tickets/ticket-priority';
import { TICKET_STATUSES } from '../../../../shared/tickets/ticket-status';
import { SelectField } from '../../../components/ui/field';
import { SearchBox, SortControl } from '../../../components/ui/list-controls';
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

/** Search, filters and sorting of the list; the page keeps them in the URL. */
export function TicketFilters({ filters, onChange }: TicketFiltersProps) {
  return (
    <search className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
      <SearchBox
        placeholder="Numero, cliente, email, telefono, dispositivo, IMEI…"
        className="sm:col-span-2"
        value={filters.q}
        onCommit={(q) => onChange({ q })}
      />
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
        onChange={(event) => onChange({ scope: event.target.value as TicketListFilters['scope'] })}
      >
        <option value="">Tutti i ticket</option>
        {TICKET_SCOPES.map((scope) => (
          <option key={scope} value={scope}>
            {TICKET_SCOPE_LABELS[scope]}
          </option>
        ))}
      </SelectField>
      <SortControl sort={filters.sort} order={filters.order} options={SORTS} onChange={onChange} />
      <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2 lg:col-span-6">
        <input
          type="checkbox"
          className="size-4"
          checked={filters.closed}
          onChange={(event) => onChange({ closed: event.target.checked })}
        />
        Mostra ticket chiusi
      </label>
    </search>
  );
}
