import PhoneInput, { getCountries } from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
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
  ...Object.fromEntries(getCountries().map((code) => [code, regionNames.of(code) ?? code])),
};

/**
 * International phone input, Italy (+39) by default (SPEC §5). Its own chunk with the bundled
 * flags (no CDN, which the CSP would refuse anyway), loaded only by the forms.
 */
export default function PhoneField({ label, value, error, onChange, onBlur }: PhoneFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {({ id, describedBy }) => (
        <PhoneInput
          id={id}
          defaultCountry="IT"
          flags={flags}
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
