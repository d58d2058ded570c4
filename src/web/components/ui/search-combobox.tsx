import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { plural } from '../../../shared/plural';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { CONTROL, FieldFrame } from './field';

export interface ComboboxOption<T = undefined> {
  /** What the form stores. */
  value: string;
  label: string;
  /** A second line, e.g. the e-mail under a name. */
  detail?: string;
  /** The record behind the option, for a pick that fills more than one field. */
  item?: T;
}

interface SearchComboboxProps<T> {
  label: string;
  /** The stored value ('' for none) and how to show it before any search ran. */
  value: string;
  valueLabel: string;
  onChange: (option: ComboboxOption<T> | null) => void;
  /** Asks the server; called with the typed text once typing pauses. */
  search: (text: string, signal: AbortSignal) => Promise<ComboboxOption<T>[]>;
  /** Query key prefix: results are cached per text. */
  queryKey: readonly unknown[];
  /** The first option, which clears the value (e.g. 'Nessuno'); absent: a value is required. */
  noneLabel?: string;
  hint?: string;
  error?: string;
  /**
   * Free-text mode (a customer's name): what is typed is the value, reported here as it is
   * typed, and the options are suggestions for it (from two characters on).
   */
  onTextChange?: (text: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email';
  /** The suggestions' name when it should differ from the field's (two boxes, one label). */
  listLabel?: string;
  required?: boolean;
}

/** Free text asks the server from this many characters on. */
const FREE_TEXT_MIN = 2;

/**
 * A text box that searches the server and offers the results as a list (WAI-ARIA combobox with
 * list autocomplete): arrows move, Enter picks, Escape closes and restores the chosen value.
 * The picked option, not the typed text, is the value.
 */
export function SearchCombobox<T = undefined>(props: SearchComboboxProps<T>) {
  const { label, value, valueLabel, onChange, search, queryKey, noneLabel, hint, error } = props;
  const { onTextChange } = props;
  const freeText = onTextChange !== undefined;
  const listId = useId();
  const [text, setText] = useState(valueLabel);
  // A value set from outside (a form reset), or its label arriving later, shows that label.
  const [shownFor, setShownFor] = useState({ value, valueLabel });
  if (shownFor.value !== value || shownFor.valueLabel !== valueLabel) {
    setShownFor({ value, valueLabel });
    setText(valueLabel);
  }
  const [open, setOpen] = useState(false);
  // Free text starts with no option active: Enter then keeps what was typed (and submits).
  const noneActive = freeText ? -1 : 0;
  const [active, setActive] = useState(noneActive);
  const typed = text.trim();
  const wanted = freeText
    ? typed.length >= FREE_TEXT_MIN
      ? typed
      : ''
    : text === valueLabel
      ? ''
      : typed;
  const term = useDebouncedValue(wanted, 250);
  // Typed, not yet asked: the list holds no answer to an earlier text, which a quick Enter or a
  // click would pick in place of what was typed.
  const pending = wanted !== term;
  const results = useQuery({
    queryKey: [...queryKey, 'search', term],
    queryFn: ({ signal }) => search(term, signal),
    enabled: open && (!freeText || term !== ''),
    staleTime: 30_000,
  });
  const none: ComboboxOption<T>[] = noneLabel ? [{ value: '', label: noneLabel }] : [];
  const answer = pending || (freeText && term === '') ? undefined : results.data;
  // While a search is typed its matches come first, so Enter picks the first match; the option
  // that clears the value then closes the list.
  const options = wanted === '' ? [...none, ...(answer ?? [])] : [...(answer ?? []), ...none];

  function pick(option: ComboboxOption<T> | undefined) {
    if (!option) return;
    onChange(option.value === '' ? null : option);
    setText(option.value === '' ? '' : option.label);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From "none active" (-1, free text) down goes to the first option, up to the last.
      setActive(
        (i) =>
          (Math.max(i, step > 0 ? -1 : 0) + step + options.length) % Math.max(options.length, 1),
      );
    } else if (event.key === 'Enter' && open && pending && !freeText) {
      event.preventDefault(); // nothing to pick until the typed text's answer is here
    } else if (event.key === 'Enter' && open && (options[active] || !freeText)) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      if (!freeText) setText(valueLabel);
    }
  }

  const activeId = open && options[active] ? `${listId}-${active}` : undefined;
  const status =
    pending || results.isFetching
      ? 'Ricerca…'
      : results.isError
        ? 'Ricerca non riuscita: riprova.'
        : plural(results.data?.length ?? 0, 'risultato', 'risultati');
  return (
    <FieldFrame label={label} hint={hint} error={error} required={props.required}>
      {({ id, describedBy, required }) => (
        <div className="relative">
          <input
            id={id}
            role="combobox"
            aria-required={required}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={activeId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            autoComplete="off"
            type={props.type ?? 'text'}
            className={CONTROL}
            value={text}
            placeholder={value ? undefined : (noneLabel ?? 'Cerca…')}
            onChange={(event) => {
              setText(event.target.value);
              onTextChange?.(event.target.value);
              setActive(noneActive);
              setOpen(true);
            }}
            onFocus={(event) => event.target.select()}
            onClick={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              if (!freeText) setText(valueLabel);
              props.onBlur?.();
            }}
            onKeyDown={onKeyDown}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={props.listLabel ?? label}
            hidden={!open || (freeText && options.length === 0)}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-500 bg-white py-1 shadow-lg dark:border-slate-400 dark:bg-slate-900"
          >
            {options.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks with Enter in the box (onKeyDown)
              <div
                key={option.value || 'none'}
                // Never focused: the focus stays in the box, which points here (activedescendant).
                tabIndex={-1}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={option.value === value}
                className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-blue-100 dark:bg-slate-700' : ''}`}
                // Keeps the focus in the box so the pick happens before the blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
                onMouseEnter={() => setActive(index)}
              >
                <span className="block font-medium">{option.label}</span>
                {option.detail && (
                  <span className="block text-slate-700 dark:text-slate-300">{option.detail}</span>
                )}
              </div>
            ))}
          </div>
          <p className="sr-only" aria-live="polite">
            {open && !(freeText && term === '') ? status : ''}
          </p>
        </div>
      )}
    </FieldFrame>
  );
}
