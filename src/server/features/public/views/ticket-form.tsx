/** @jsxImportSource hono/jsx */
import { ATTACHMENT_ACCEPT } from '../../../../shared/tickets/attachment-rules';
import type { CountryOption } from '../../../phone/international-phone';
import { HONEYPOT_FIELD } from '../public-form';
import type { PublicShop } from '../shop';
import { controlProps, Field, type FormState, INPUT } from './form-fields';
import { BUTTON_PRIMARY, Card, LINK } from './layout';
import { ShopPage } from './shop-header';
import { SignatureField } from './signature-field';
import { PhoneField, TermsField } from './ticket-form-parts';

/**
 * SPEC "Public new ticket form". A plain multipart form that works without JavaScript; the form
 * module adds per-file progress, inline errors and the busy button.
 */
export function TicketFormPage(props: {
  shop: PublicShop;
  state: FormState;
  today: string;
  countries: CountryOption[];
  /** Settings: the customer must sign (else the signature is offered, optional). */
  signatureRequired: boolean;
  /** The shop shows its price list's "da X €" for the typed model (decision 030). */
  priceFrom?: boolean;
}) {
  const { shop, state } = props;
  const value = (name: string) => state.values[name] ?? '';
  return (
    <ShopPage shop={shop}>
      <Card>
        <h1 class="text-2xl font-bold">Richiedi assistenza</h1>
        <p class="mt-1 text-slate-600 dark:text-slate-300">
          Descriva il problema: le risponderemo al più presto. I campi con * sono obbligatori.
        </p>
        <form
          class="mt-5 space-y-5"
          method="post"
          action="/public/tickets/new"
          enctype="multipart/form-data"
          data-ticket-form
        >
          <div
            id="form-error"
            class="rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-800 empty:hidden dark:border-red-800 dark:bg-red-950 dark:text-red-200"
            role="alert"
            tabindex={-1}
            data-form-error
          >
            {state.formError ?? ''}
          </div>
          <Field name="description" label="Descrizione del problema" required state={state}>
            <textarea
              {...controlProps('description', state)}
              class={INPUT}
              rows={5}
              required
              maxlength={5000}
            >
              {value('description')}
            </textarea>
          </Field>
          <Field name="customer_name" label="Nome e cognome" required state={state}>
            <input
              {...controlProps('customer_name', state)}
              class={INPUT}
              autocomplete="name"
              required
              maxlength={200}
              value={value('customer_name')}
            />
          </Field>
          <Field name="customer_email" label="Email" required state={state}>
            <input
              {...controlProps('customer_email', state)}
              class={INPUT}
              type="email"
              autocomplete="email"
              required
              maxlength={254}
              value={value('customer_email')}
            />
          </Field>
          <PhoneField state={state} countries={props.countries} />
          <Field
            name="device_type"
            label="Tipo di dispositivo"
            required
            hint="Per esempio: smartphone Samsung Galaxy S21, notebook HP"
            state={state}
          >
            <input
              {...controlProps('device_type', state, true)}
              class={INPUT}
              required
              maxlength={200}
              value={value('device_type')}
            />
            {props.priceFrom ? (
              <p class="mt-1 text-sm font-medium empty:hidden" aria-live="polite" data-price-from />
            ) : null}
          </Field>
          <Field name="purchase_date" label="Data di acquisto" state={state}>
            <input
              {...controlProps('purchase_date', state)}
              class={INPUT}
              type="date"
              max={props.today}
              value={value('purchase_date')}
            />
          </Field>
          <Field name="order_id" label="Numero d'ordine" state={state}>
            <input
              {...controlProps('order_id', state)}
              class={INPUT}
              maxlength={100}
              value={value('order_id')}
            />
          </Field>
          <Field
            name="files"
            label="Foto e video"
            hint="JPG, PNG, GIF, WebP, MP4, MOV o WebM; massimo 10MB per file."
            state={state}
          >
            <input
              {...controlProps('files', state, true)}
              class={`${INPUT} file:me-3 file:rounded-md file:border-0 file:bg-slate-200 file:px-3 file:py-1 dark:file:bg-slate-700 dark:file:text-slate-100`}
              type="file"
              multiple
              accept={ATTACHMENT_ACCEPT}
            />
            <ul class="mt-2 space-y-2 empty:hidden" aria-label="File scelti" data-file-list />
          </Field>
          <div class="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
            <label for={HONEYPOT_FIELD}>Lascia vuoto questo campo</label>
            <input
              id={HONEYPOT_FIELD}
              name={HONEYPOT_FIELD}
              tabindex={-1}
              autocomplete="off"
              value=""
            />
          </div>
          <TermsField shop={shop} state={state} />
          <SignatureField required={props.signatureRequired} state={state} />
          <p class="text-sm">
            Inviando la richiesta i suoi dati saranno trattati come descritto nell'
            <a class={LINK} href={shop.privacy_url} target="_blank" rel="noopener noreferrer">
              informativa sulla privacy
            </a>
            .
          </p>
          <button type="submit" class={`${BUTTON_PRIMARY} w-full sm:w-auto`} data-submit>
            Invia richiesta
          </button>
        </form>
      </Card>
    </ShopPage>
  );
}
