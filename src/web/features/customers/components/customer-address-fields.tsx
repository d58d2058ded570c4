import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';

type AddressField = 'street' | 'postal_code' | 'city' | 'province' | 'country';

/** The address as an Italian invoice wants it: CAP and provincia checked for Italy. */
export function CustomerAddressFields({
  field,
  className,
  legendClassName,
}: {
  field: (name: AddressField) => UseFormRegisterReturn & { error?: string };
  className: string;
  legendClassName: string;
}) {
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>Indirizzo</legend>
      <TextField
        label="Via e numero civico"
        autoComplete="street-address"
        className="sm:col-span-2"
        {...field('street')}
      />
      <TextField
        label="CAP"
        autoComplete="postal-code"
        inputMode="numeric"
        {...field('postal_code')}
      />
      <TextField label="Comune" autoComplete="address-level2" {...field('city')} />
      <TextField
        label="Provincia"
        autoComplete="off"
        hint="Sigla di due lettere (es. MI)."
        {...field('province')}
      />
      <TextField
        label="Paese"
        autoComplete="country"
        hint="Codice di due lettere (IT per l'Italia)."
        {...field('country')}
      />
    </fieldset>
  );
}
