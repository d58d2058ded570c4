import type { ReactNode } from 'react';
import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { TextField } from './field';
import { PhoneField } from './phone-field';

/** The three customer fields every document form has. */
export interface CustomerValues {
  customer_name: string;
  customer_email: string;
  customer_phone: string;
}

/**
 * Name, e-mail and the international phone (Italy by default, SPEC §5) of a ticket's, a quote's
 * or a PC build's customer, in a form whose values include them. A form that looks customers up
 * as they are typed (the ticket form) passes its own name and e-mail inputs; the phone, its
 * country picker and the order of the three stay the same on every form.
 */
export function CustomerFields<T extends CustomerValues, Context, Output>({
  form,
  nameField,
  emailField,
  nameRequired,
}: {
  form: UseFormReturn<T, Context, Output>;
  nameField?: ReactNode;
  emailField?: ReactNode;
  /** The form's rule: the customer's name must be given (a quote's). */
  nameRequired?: boolean;
}) {
  // The form's own type is wider: these three names are the ones it shares with CustomerValues.
  const narrowed = form as unknown as UseFormReturn<CustomerValues>;
  const { register, control } = narrowed;
  const errors = narrowed.formState.errors as FieldErrors<CustomerValues>;
  return (
    <>
      {nameField ?? (
        <TextField
          label="Nome del cliente"
          required={nameRequired}
          autoComplete="off"
          error={errors.customer_name?.message}
          {...register('customer_name')}
        />
      )}
      {emailField ?? (
        <TextField
          label="Email del cliente"
          type="email"
          autoComplete="off"
          error={errors.customer_email?.message}
          {...register('customer_email')}
        />
      )}
      <Controller
        control={control}
        name="customer_phone"
        render={({ field, fieldState }) => (
          <PhoneField
            label="Telefono del cliente"
            value={field.value}
            error={fieldState.error?.message}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </>
  );
}
