import { queryOptions, useQuery } from '@tanstack/react-query';
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
  required?: boolean;
  /** '' when the field is emptied, so an edit can clear a stored number. */
  onChange: (value: string) => void;
  onBlur: () => void;
}

const DEFAULT_COUNTRY = 'IT';
const FALLBACK_COUNTRIES: PhoneCountry[] = [
  { code: DEFAULT_COUNTRY, label: 'Italia (+39)', calling_code: '39' },
];

interface Shown {
  country: string;
  typed: string;
}

/**
 * A number set from outside (a picked customer, the stored one) as its country and national part:
 * '+39 347 555 1234' (the server's display form) or '+393475551234' → Italia, '347 555 1234'.
 * Calling codes are prefix-free, so the digits after '+' name at most one code; the current
 * country is kept when it shares that code (+1, +44…).
 */
function splitNumber(value: string, countries: PhoneCountry[], current: string): Shown {
  const spaced = /^\+(\d{1,3})[\s-]+(\S.*)$/.exec(value.trim());
  const digits = value.trim().startsWith('+') ? value.replace(/\D/g, '') : '';
  const code =
    spaced?.[1] ??
    [1, 2, 3]
      .map((length) => digits.slice(0, length))
      .find((prefix) => countries.some((c) => c.calling_code === prefix));
  const matches = code ? countries.filter((c) => c.calling_code === code) : [];
  const country = matches.find((c) => c.code === current) ?? matches[0];
  if (!country || !code) return { country: current, typed: value };
  return { country: country.code, typed: spaced?.[2] ?? digits.slice(code.length) };
}

/** The number with its country's prefix, unless it carries its own (+44…, 0044…). */
function international(typed: string, callingCode: string): string {
  const text = typed.trim();
  if (text === '' || text.startsWith('+') || text.startsWith('00')) return text;
  return `+${callingCode} ${text}`;
}

/** The countries the field offers: a form's page fetches them ahead of its first render. */
export const phoneCountriesQuery = queryOptions({
  queryKey: ['phone-countries'],
  queryFn: ({ signal }) => apiFetch<PhoneCountry[]>('/api/phone-countries', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * International phone, Italy (+39) by default (SPEC §5): a country and the number as typed. The
 * countries come from the server, which also drops a national prefix (+44 07911… → +447911…) with
 * libphonenumber's full metadata: none of it is downloaded by the browser (that field
 * alone was 100 kB gzip, later 47 kB).
 */
export function PhoneField({ label, value, error, required, onChange, onBlur }: PhoneFieldProps) {
  const countries = useQuery(phoneCountriesQuery);
  const list = countries.data ?? FALLBACK_COUNTRIES;
  const [{ country, typed }, setShown] = useState(() => splitNumber(value, list, DEFAULT_COUNTRY));
  const setCountry = (code: string) => setShown((shown) => ({ ...shown, country: code }));
  const setTyped = (text: string) => setShown((shown) => ({ ...shown, typed: text }));
  // A value set from outside (a reset, a picked customer, the stored number): its country and
  // national number; again when the countries arrive, for a number of another country.
  const [shownFor, setShownFor] = useState({ value, list });
  if (shownFor.value !== value || (shownFor.list !== list && typed.startsWith('+'))) {
    setShownFor({ value, list });
    setShown(splitNumber(value, list, country));
  }

  function callingCode(code = country): string {
    return countries.data?.find((c) => c.code === code)?.calling_code ?? '39';
  }

  function change(nextTyped: string, nextCountry = country) {
    setTyped(nextTyped);
    const next = international(nextTyped, callingCode(nextCountry));
    setShownFor({ value: next, list });
    onChange(next);
  }

  return (
    <FieldFrame label={label} error={error} required={required}>
      {({ id, describedBy, required: ariaRequired }) => (
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
            {list.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </select>
          <input
            id={id}
            type="tel"
            aria-required={ariaRequired}
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
