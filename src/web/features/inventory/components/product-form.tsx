import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  DEFAULT_MIN_STOCK,
  type ProductDto,
  productInputSchema,
} from '../../../../shared/inventory/products';
import { MoneyField, NumberField } from '../../../components/ui/decimal-fields';
import { RequiredNote, TextAreaField, TextField } from '../../../components/ui/field';
import { FormFooter } from '../../../components/ui/form-footer';
import { SearchCombobox } from '../../../components/ui/search-combobox';
import { WithScan } from '../../../components/ui/with-scan';
import { euroText } from '../../../lib/decimal-text';
import { applyServerErrors } from '../../../lib/form-errors';
import { productsApi } from '../api/products-api';
import { searchSuppliers, supplierSearchKey } from '../api/supplier-search';
import { LabelSelect } from './label-select';

const FIELDS = [
  'sku',
  'ean',
  'name',
  'brand_id',
  'category_id',
  'supplier_id',
  'quantity',
  'min_stock',
  'price',
  'cost',
  'description',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

function valuesOf(product?: ProductDto): Values {
  return {
    sku: product?.sku ?? '',
    ean: product?.ean ?? '',
    name: product?.name ?? '',
    brand_id: product?.brand_id ?? '',
    category_id: product?.category_id ?? '',
    supplier_id: product?.supplier_id ?? '',
    quantity: String(product?.quantity ?? 0),
    min_stock: String(product?.min_stock ?? DEFAULT_MIN_STOCK),
    price: euroText(product?.price),
    cost: euroText(product?.cost),
    description: product?.description ?? '',
  };
}

/** One form for a new product and for an edit; a changed quantity is recorded as a correction. */
export function ProductForm({ product }: { product?: ProductDto }) {
  const navigate = useNavigate();
  const saving = productsApi.useSave(product);
  const [failure, setFailure] = useState<string | null>(null);
  const [supplierName, setSupplierName] = useState(product?.supplier?.name ?? '');
  const { register, handleSubmit, setError, setValue, control, formState } = useForm({
    resolver: zodResolver(productInputSchema),
    defaultValues: valuesOf(product),
  });
  const { errors } = formState;
  const field = (name: 'sku' | 'ean' | 'name' | 'description') => ({
    error: errors[name]?.message,
    ...register(name),
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await saving.save(values);
      navigate(`/products/${saved.id}`);
    } catch (error) {
      setFailure(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <RequiredNote className="sm:col-span-2" />
      <WithScan what="SKU" onScan={(code) => setValue('sku', code, { shouldDirty: true })}>
        <TextField label="SKU" required autoComplete="off" {...field('sku')} />
      </WithScan>
      <WithScan what="EAN" onScan={(code) => setValue('ean', code, { shouldDirty: true })}>
        <TextField
          label="EAN"
          inputMode="numeric"
          autoComplete="off"
          hint="8 o 13 cifre (facoltativo)."
          {...field('ean')}
        />
      </WithScan>
      <TextField
        label="Nome"
        required
        autoComplete="off"
        className="sm:col-span-2"
        {...field('name')}
      />
      {(['brand_id', 'category_id'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field: f, fieldState }) => (
            <LabelSelect
              kind={name === 'brand_id' ? 'brands' : 'categories'}
              value={String(f.value ?? '')}
              onChange={f.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
      <Controller
        control={control}
        name="supplier_id"
        render={({ field: f, fieldState }) => (
          <SearchCombobox
            label="Fornitore"
            value={String(f.value ?? '')}
            valueLabel={supplierName}
            onChange={(option) => {
              setSupplierName(option?.label ?? '');
              f.onChange(option?.value ?? '');
            }}
            search={searchSuppliers}
            queryKey={supplierSearchKey}
            noneLabel="Nessun fornitore"
            hint="Scrivi parte del nome."
            error={fieldState.error?.message}
          />
        )}
      />
      <NumberField
        label="Quantità"
        hint={
          product
            ? 'Cambiarla registra una rettifica di inventario.'
            : 'I pezzi che entrano ora in magazzino.'
        }
        error={errors.quantity?.message}
        {...register('quantity')}
      />
      <NumberField
        label="Scorta minima"
        hint="Sotto questa quantità il prodotto è in scorta bassa e da riordinare."
        error={errors.min_stock?.message}
        {...register('min_stock')}
      />
      <MoneyField
        label="Prezzo di vendita (€)"
        error={errors.price?.message}
        {...register('price')}
      />
      <MoneyField
        label="Costo d'acquisto (€)"
        hint="Facoltativo."
        error={errors.cost?.message}
        {...register('cost')}
      />
      <TextAreaField label="Descrizione" className="sm:col-span-2" {...field('description')} />
      <FormFooter
        failure={failure}
        busy={saving.isPending}
        submitLabel={product ? 'Salva modifiche' : 'Crea prodotto'}
        className="sm:col-span-2"
      />
    </form>
  );
}
