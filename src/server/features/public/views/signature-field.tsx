/** @jsxImportSource hono/jsx */
import { FieldError, type FormState } from './form-fields';
import { BUTTON_SECONDARY } from './layout';

/**
 * The customer's signature on their phone (decision 029): a canvas the page module draws on
 * (src/public-web/signature-canvas.ts) into the hidden `signature` field. Optional unless the
 * shop requires it; without JavaScript the canvas stays inert and the form says so.
 */
export function SignatureField(props: { required: boolean; state: FormState }) {
  return (
    <fieldset class="rounded-lg border border-slate-300 p-3 dark:border-slate-600">
      <legend class="px-1 font-medium">
        {props.required ? 'Firma' : 'Firma (facoltativa)'}
        {props.required ? (
          <span class="text-red-700 dark:text-red-300" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <p id="signature-hint" class="text-sm text-slate-600 dark:text-slate-300">
        Firmi con il dito o la penna nel riquadro: vale come accettazione delle condizioni.
      </p>
      <canvas
        class="mt-2 block h-40 w-full touch-none rounded-md border-2 border-dashed border-slate-500 bg-white"
        role="img"
        aria-label="Riquadro della firma"
        aria-describedby="signature-hint signature-error"
        data-signature-canvas
      />
      <input type="hidden" name="signature" value="" data-signature-input />
      <noscript>
        <p class="mt-2 text-sm">Per firmare serve JavaScript attivo nel browser.</p>
      </noscript>
      <button type="button" class={`${BUTTON_SECONDARY} mt-2`} data-signature-clear>
        Cancella
      </button>
      <FieldError name="signature" state={props.state} />
    </fieldset>
  );
}
