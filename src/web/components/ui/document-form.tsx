import { useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { checkLines, type LineDraft } from '../../../shared/line-drafts';
import { tenthsOf } from '../../lib/decimal-text';
import { NumberField } from './decimal-fields';
import { LinesTable, type LinesTableProps } from './lines-table';

/**
 * What the quote and PC-build forms share beyond the customer fields: the rates, the lines as
 * typed with their errors, and the lines table priced live with the form's rates. The documents
 * differ by props (a build's kind column, a quote's expiry and ticket link), not by copies.
 */
export interface RateValues {
  margin_percent: string;
  vat_rate: string;
}

/** The lines being typed; `valid()` shows their errors and says whether they can be saved. */
export function useLineDrafts(initial: () => LineDraft[]) {
  const [lines, setLines] = useState<LineDraft[]>(initial);
  const [showErrors, setShowErrors] = useState(false);
  const valid = () => {
    const wrong = [...checkLines(lines).values()].some((c) => Object.keys(c).length > 0);
    if (wrong) setShowErrors(true);
    return !wrong;
  };
  return { lines, setLines, showErrors, valid };
}
export type LineDrafts = ReturnType<typeof useLineDrafts>;

const narrow = <T extends RateValues, C, O>(form: UseFormReturn<T, C, O>) =>
  form as unknown as UseFormReturn<RateValues>;

/** *Ricarico (%)* (a markup on cost) and *IVA (%)*. */
export function RateFields<T extends RateValues, C, O>({ form }: { form: UseFormReturn<T, C, O> }) {
  const { register, formState } = narrow(form);
  const errors = formState.errors as FieldErrors<RateValues>;
  return (
    <>
      <NumberField
        label="Ricarico (%)"
        hint="Sul costo: riempie il prezzo di una riga di cui scrive il costo, e viceversa."
        error={errors.margin_percent?.message}
        {...register('margin_percent')}
      />
      <NumberField label="IVA (%)" error={errors.vat_rate?.message} {...register('vat_rate')} />
    </>
  );
}

type TableProps = Omit<
  LinesTableProps,
  'lines' | 'onChange' | 'marginTenths' | 'vatHundredths' | 'showErrors'
>;

/** The lines table with the rates as typed (the defaults while one is mistyped). */
export function DocumentLines<T extends RateValues, C, O>({
  form,
  defaults,
  drafts,
  ...table
}: TableProps & {
  form: UseFormReturn<T, C, O>;
  defaults: { margin_percent: number; vat_rate: number };
  drafts: LineDrafts;
}) {
  const { watch } = narrow(form);
  return (
    <LinesTable
      {...table}
      lines={drafts.lines}
      onChange={drafts.setLines}
      marginTenths={tenthsOf(watch('margin_percent'), defaults.margin_percent)}
      // Typed with one decimal as the server takes it; every VAT rate is kept in hundredths.
      vatHundredths={tenthsOf(watch('vat_rate'), defaults.vat_rate) * 10}
      showErrors={drafts.showErrors}
    />
  );
}
