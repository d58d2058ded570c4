import metadata from 'libphonenumber-js/min/metadata';
import PhoneInput, { getCountries } from 'react-phone-number-input/core';
import it from 'react-phone-number-input/locale/it';
import 'react-phone-number-input/style.css';
import { CONTROL, FieldFrame } from '../../../components/ui/field';

interface PhoneFieldProps {
  label: string;
  value: string;
  error?: string;
  /** '' when the field is emptied, so an edit can clear a stored number. */
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * Country names from the platform's Italian data (CLDR), as the public form names them: the
 * package's own list is outdated or wrong ("Maglia" for Jersey, "Swaziland"). Its other labels
 * ("Paese", "Internazionale") are kept.
 */
const regionNames = new Intl.DisplayNames('it', { type: 'region' });
const labels = {
  ...it,
  ...Object.fromEntries(getCountries(metadata).map((code) => [code, regionNames.of(code) ?? code])),
};

/**
 * The chosen country as its two letters (IT, DE…) where the flag would be: no flag image per
 * country in the bundle, no request to a flag CDN, and unlike flag emoji it reads the same on
 * every system (Windows shows no flag emoji). The select beside it names the country in full.
 */
function CountryCode({ country }: { country: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-full items-center justify-center text-[0.7rem] leading-none font-semibold"
    >
      {country}
    </span>
  );
}

/**
 * International phone input, Italy (+39) by default (SPEC §5). Its own chunk, loaded only by the
 * forms: the `core` build with libphonenumber's small metadata and country codes for flags (the bundled SVG
 * flags and the default metadata made it 100 kB gzip; no CDN, which the CSP would refuse).
 */
export default function PhoneField({ label, value, error, onChange, onBlur }: PhoneFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {({ id, describedBy }) => (
        <PhoneInput
          id={id}
          defaultCountry="IT"
          metadata={metadata}
          flagComponent={CountryCode}
          labels={labels}
          value={value || undefined}
          onChange={(next) => onChange(next ?? '')}
          onBlur={onBlur}
          autoComplete="tel"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="flex items-center gap-2"
          numberInputProps={{ className: CONTROL }}
        />
      )}
    </FieldFrame>
  );
}
