import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { formatDecimalInput } from '../../../../shared/decimal-input';
import {
  type PriceListEntryDto,
  priceListInputSchema,
} from '../../../../shared/price-list/price-list';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MoneyField, NumberField } from '../../../components/ui/decimal-fields';
import { RequiredNote, TextField } from '../../../components/ui/field';
import { SearchCombobox } from '../../../components/ui/search-combobox';
import { applyServerErrors } from '../../../lib/form-errors';
import { PRODUCT_PICK_KEY, productSearch } from '../../../lib/product-search';
import { priceListApi } from '../api/price-list-api';

type Part = { id: string; name: string; sku: string };
const FIELDS = ['brand', 'model', 'repair', 'price', 'minutes', 'warranty_months'] as const;
const searchParts = productSearch();

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

/** One form creates and edits an entry; the parts are picked from the warehouse. */
export function PriceListForm({ entry }: { entry?: PriceListEntryDto }) {
  const navigate = useNavigate();
  const saving = priceListApi.useSave(entry);
  const [failure, setFailure] = useState<string | null>(null);
  const [parts, setParts] = useState<Part[]>(entry?.parts ?? []);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(priceListInputSchema),
    defaultValues: {
      brand: entry?.brand ?? '',
      model: entry?.model ?? '',
      repair: entry?.repair ?? '',
      price: entry ? formatDecimalInput(Math.round(entry.price * 100), 2, false) : '',
      minutes: text(entry?.minutes),
      warranty_months: text(entry?.warranty_months),
    } as never,
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saving.save({ ...values, product_ids: parts.map((p) => p.id) });
      navigate('/price-list');
    } catch (error) {
      setFailure(applyServerErrors(error, setError, [...FIELDS]));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4">
      <RequiredNote />
      <TextField label="Marca" required error={errors.brand?.message} {...register('brand')} />
      <TextField label="Modello" required error={errors.model?.message} {...register('model')} />
      <TextField
        label="Riparazione"
        required
        hint="Es. Sostituzione display, Batteria, Connettore di ricarica"
        error={errors.repair?.message}
        {...register('repair')}
      />
      <MoneyField
        label="Prezzo (IVA inclusa)"
        required
        error={errors.price?.message}
        {...register('price')}
      />
      <NumberField
        label="Tempo standard (minuti)"
        error={errors.minutes?.message}
        {...register('minutes')}
      />
      <NumberField
        label="Garanzia (mesi)"
        hint="Vuoto: la garanzia standard delle impostazioni"
        error={errors.warranty_months?.message}
        {...register('warranty_months')}
      />
      <SearchCombobox
        label="Aggiungi un ricambio dal magazzino"
        value=""
        valueLabel=""
        queryKey={PRODUCT_PICK_KEY}
        search={searchParts}
        onChange={(option) => {
          const item = option?.item;
          if (item && !parts.some((p) => p.id === item.id)) setParts([...parts, item]);
        }}
      />
      {parts.length > 0 && (
        <ul aria-label="Ricambi" className="flex flex-col gap-1">
          {parts.map((part) => (
            <li key={part.id} className="flex items-center gap-2">
              <span>
                {part.name} <span className="text-slate-700 dark:text-slate-300">({part.sku})</span>
              </span>
              <Button
                variant="ghost"
                className="px-2 py-1"
                onClick={() => setParts(parts.filter((p) => p.id !== part.id))}
              >
                <X className="size-4" aria-hidden="true" />
                Rimuovi<span className="sr-only"> {part.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" busy={saving.isPending}>
          Salva
        </Button>
        <Button variant="secondary" onClick={() => navigate('/price-list')}>
          Annulla
        </Button>
      </div>
    </form>
  );
}
