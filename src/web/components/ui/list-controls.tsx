import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from './button';
import { SelectField, TextField } from './field';

const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  /** The search the list runs now (from the URL). */
  value: string;
  onCommit: (q: string) => void;
  placeholder: string;
  label?: string;
  className?: string;
}

/**
 * A list's search box: one request per pause in typing, not per keystroke, and at once on Enter
 * (so a search is never still pending when the person goes on, e.g. to a result's link).
 */
export function SearchBox({
  value,
  onCommit,
  placeholder,
  label = 'Cerca',
  className,
}: SearchBoxProps) {
  const [search, setSearch] = useState(value);

  // Back/forward changes the URL under us: show its search, but keep a space being typed.
  useEffect(() => setSearch((typed) => (typed.trim() === value.trim() ? typed : value)), [value]);

  const commit = useEffectEvent((q: string) => onCommit(q));
  useEffect(() => {
    if (search.trim() === value.trim()) return;
    const timer = setTimeout(() => commit(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, value]);

  return (
    <TextField
      label={label}
      type="search"
      placeholder={placeholder}
      className={className}
      value={search}
      onChange={(event) => setSearch(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && search.trim() !== value.trim()) onCommit(search);
      }}
    />
  );
}

/** What a press of the order button switches to. */
const SORT_ASCENDING = 'Ordine crescente';
const SORT_DESCENDING = 'Ordine decrescente';

interface SortControlProps<S extends string> {
  sort: S;
  order: 'asc' | 'desc';
  options: readonly (readonly [S, string])[];
  onChange: (change: { sort?: S; order?: 'asc' | 'desc' }) => void;
}

/** "Ordina per" and the button that flips the order, named after what a press does. */
export function SortControl<S extends string>({
  sort,
  order,
  options,
  onChange,
}: SortControlProps<S>) {
  const ascending = order === 'asc';
  return (
    <div className="flex items-end gap-2">
      <SelectField
        label="Ordina per"
        className="flex-1"
        value={sort}
        onChange={(event) => onChange({ sort: event.target.value as S })}
      >
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <Button
        variant="secondary"
        className="px-3"
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
  );
}
