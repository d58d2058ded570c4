/** @jsxImportSource hono/jsx */
import { type CountryOption, DEFAULT_PHONE_COUNTRY } from '../../../phone/international-phone';
import type { PublicShop } from '../shop';
import { controlProps, FieldError, type FormState, INPUT } from './form-fields';

/** The form's two compound parts: the international phone and the terms to accept. */
export function PhoneField(props: { state: FormState; countries: CountryOption[] }) {
  const { state } = props;
  const country = state.values.customer_phone_country || DEFAULT_PHONE_COUNTRY;
  return (
    <fieldset>
      <legend class="font-medium">Telefono</legend>
      <div class="mt-1 grid gap-3 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <div>
          <label for="customer_phone_country" class="text-sm">
            Paese
          </label>
          <select
            {...controlProps('customer_phone_country', state)}
            class={INPUT}
            autocomplete="tel-country-code"
          >
            {props.countries.map((o) => (
              <option key={o.code} value={o.code} selected={o.code === country}>
                {o.label}
              </option>
            ))}
          </select>
          <FieldError name="customer_phone_country" state={state} />
        </div>
        <div>
          <label for="customer_phone" class="text-sm">
            Numero di telefono
          </label>
          <input
            {...controlProps('customer_phone', state)}
            class={INPUT}
            type="tel"
            inputmode="tel"
            autocomplete="tel-national"
            maxlength={25}
            value={state.values.customer_phone ?? ''}
          />
          <FieldError name="customer_phone" state={state} />
        </div>
      </div>
    </fieldset>
  );
}

export function TermsField(props: { shop: PublicShop; state: FormState }) {
  const { shop, state } = props;
  if (!shop.terms) return null;
  return (
    <fieldset class="rounded-lg border border-slate-300 p-3 dark:border-slate-600">
      <legend class="px-1 font-medium">Termini e condizioni</legend>
      <section
        class="max-h-48 overflow-y-auto whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-950"
        tabindex={0}
        aria-label="Testo dei termini e condizioni"
      >
        {shop.terms}
      </section>
      <input type="hidden" name="terms_version" value={shop.terms_version ?? ''} />
      <label class="mt-3 flex items-start gap-3">
        <input
          {...controlProps('terms_accepted', state)}
          class="mt-1 size-5 shrink-0 accent-blue-700 dark:accent-sky-300"
          type="checkbox"
          value="true"
          required
          checked={state.values.terms_accepted === 'true'}
        />
        <span>Ho letto e accetto i termini e condizioni</span>
      </label>
      <FieldError name="terms_accepted" state={state} />
    </fieldset>
  );
}
