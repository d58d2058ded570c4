import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch } from '../../lib/api-fetch';
import { CONTROL, FieldFrame } from './field';

interface PhoneCountry {
  code: string;
  /** 'Italia (+39)': the platform's Italian name (CLDR), as on the public form. */
  label: string;
  calling_code: string;
}

interface PhoneFieldProps {
  label: string;
  value: string;
  error?: string;
  /** '' when the field is emptied, so an edit can clear a stored number. */
  onChange: (value: string) => void;
  onBlur: () => void;
}

const DEFAULT_COUNTRY = 'IT';

/** The number with its country's prefix, unless it carries its own (+44…, 0044…). */
function international(typed: string, callingCode: string): string {
  const text = typed.trim();
  if (text === '' || text.startsWith('+') || text.startsWith('00')) return text;
  return `+${callingCode} ${text}`;
}

/**
 * International phone, Italy (+39) by default (SPEC §5): a country and the number as typed. The
 * countries come from the server, which also drops a national prefix (+44 07911… → +447911…) with
 * libphonenumber's full metadata: none of it is downloaded by the browser (that field
 * alone was 100 kB gzip, later 47 kB).
 */
export function PhoneField({ label, value, error, onChange, onBlur }: PhoneFieldProps) {
  const countries = useQuery({
    queryKey: ['phone-countries'],
    queryFn: ({ signal }) => apiFetch<PhoneCountry[]>('/api/phone-countries', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const [typed, setTyped] = useState(value);
  // A value set from outside (a reset, the stored number) shows as it is.
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    setShownFor(value);
    setTyped(value);
  }

  function callingCode(code = country): string {
    return countries.data?.find((c) => c.code === code)?.calling_code ?? '39';
  }

  function change(nextTyped: string, nextCountry = country) {
    setTyped(nextTyped);
    const next = international(nextTyped, callingCode(nextCountry));
    setShownFor(next);
    onChange(next);
  }

  return (
    <FieldFrame label={label} error={error}>
      {({ id, describedBy }) => (
        <div className="flex gap-2">
          <select
            aria-label="Paese"
            // Its own width: CONTROL's w-full would take the whole row from the number.
            className={`${CONTROL.replace('w-full', 'w-44')} shrink-0`}
            autoComplete="tel-country-code"
            value={country}
            onChange={(event) => {
              setCountry(event.target.value);
              change(typed, event.target.value);
            }}
          >
            {(countries.data ?? [{ code: DEFAULT_COUNTRY, label: 'Italia (+39)' }]).map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </select>
          <input
            id={id}
            type="tel"
            autoComplete="tel-national"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            // min-w-0: without it the input keeps its intrinsic width and runs into the next field.
            className={`${CONTROL} min-w-0`}
            value={typed}
            onChange={(event) => change(event.target.value)}
            onBlur={onBlur}
          />
        </div>
      )}
    </FieldFrame>
  );
}
