import type { UseFormRegister } from 'react-hook-form';
import type { CustomerFormValues } from './customer-form-values';

const KINDS = [
  ['privato', 'Privato'],
  ['azienda', 'Azienda'],
] as const;

/** Private person or company: two radio buttons in a group named for screen readers. */
export function CustomerKindField({
  register,
  error,
}: {
  register: UseFormRegister<CustomerFormValues>;
  error?: string;
}) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1 font-medium">Tipo di cliente</legend>
      <div className="flex flex-wrap gap-4">
        {KINDS.map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" value={value} className="size-4" {...register('kind')} />
            {label}
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-red-700 dark:text-red-300">{error}</p>}
    </fieldset>
  );
}
