import { SelectField } from './field';
import { SearchBox, SortControl } from './list-controls';

interface StatusListFilters {
  q: string;
  status: string;
  sort: string;
  order: string;
}

interface StatusListControlsProps<S extends string> {
  filters: StatusListFilters;
  onChange: (change: Partial<StatusListFilters>, options?: { typing?: boolean }) => void;
  placeholder: string;
  statuses: readonly string[];
  sorts: readonly (readonly [S, string])[];
}

/** A document list's search box, status filter ('Tutti gli stati') and sort: quotes, PC builds. */
export function StatusListControls<S extends string>(props: StatusListControlsProps<S>) {
  const { filters, onChange } = props;
  return (
    <search className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-end">
      <SearchBox
        placeholder={props.placeholder}
        className="sm:col-span-2 lg:col-span-1"
        value={filters.q}
        onCommit={(q) => onChange({ q }, { typing: true })}
      />
      <SelectField
        label="Stato"
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value })}
      >
        <option value="">Tutti gli stati</option>
        {props.statuses.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </SelectField>
      <SortControl
        sort={filters.sort as S}
        order={filters.order as 'asc' | 'desc'}
        options={props.sorts}
        onChange={onChange}
      />
    </search>
  );
}
