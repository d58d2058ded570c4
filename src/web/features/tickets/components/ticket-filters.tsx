import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
} from '../../../../shared/tickets/ticket-priority';
import { TICKET_STATUSES } from '../../../../shared/tickets/ticket-status';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import type { TicketListFilters, TicketSort } from '../api/ticket-list-filters';

const SEARCH_DELAY_MS = 300;
/** What a press of the order button switches to. */
const SORT_ASCENDING = 'Ordine crescente';
const SORT_DESCENDING = 'Ordine decrescente';

interface TicketFiltersProps {
  filters: TicketListFilters;
  onChange: (change: Partial<TicketListFilters>) => void;
}

/** Search, filters and sorting of the list; the page keeps them in the URL. */
export function TicketFilters({ filters, onChange }: TicketFiltersProps) {
  const [search, setSearch] = useState(filters.q);

  // Back/forward changes the URL under us: show its search, but keep a space being typed.
  useEffect(
    () => setSearch((typed) => (typed.trim() === filters.q.trim() ? typed : filters.q)),
    [filters.q],
  );

  const commitSearch = useEffectEvent((q: string) => onChange({ q }));
  // One request per pause in typing, not per keystroke.
  useEffect(() => {
    if (search.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => commitSearch(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.q]);

  const ascending = filters.order === 'asc';
  return (
    <search className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <TextField
        label="Cerca"
        type="search"
        placeholder="Numero, cliente, email, telefono, dispositivo…"
        className="sm:col-span-2"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
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
      <div className="flex items-end gap-2">
        <SelectField
          label="Ordina per"
          className="flex-1"
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as TicketSort })}
        >
          <option value="created_at">Data</option>
          <option value="priority">Priorità</option>
        </SelectField>
        <Button
          variant="secondary"
          className="px-3"
          // Named after what a press does, the same words in the tooltip (issue 12).
          aria-label={ascending ? SORT_DESCENDING : SORT_ASCENDING}
          title={ascending ? SORT_DESCENDING : SORT_ASCENDING}
          onClick={() => onChange({ order: ascending ? 'desc' : 'asc' })}
        >
          {ascending ? (
            <ArrowUpNarrowWide className="size-5" aria-hidden="true" />
          ) : (
            <ArrowDownWideNarrow className="size-5" aria-hidden="true" />
          )}
        </Button>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2 lg:col-span-5">
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
