/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx';

/** What the form shows again after a refused submission: the values and each field's message. */
export interface FormState {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  /** A message about the whole submission (limits, terms changed, server trouble). */
  formError: string | null;
}

export const INPUT =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400';
const LABEL = 'block font-medium';
const HINT = 'mt-1 text-sm text-slate-600 dark:text-slate-300';
export const ERROR = 'mt-1 text-sm font-medium text-red-700 empty:hidden dark:text-red-300';

/**
 * The attributes that tie a control to its hint and its error line. The error line is always in
 * the page (empty when fine), so the script can fill it and screen readers find it.
 */
export function controlProps(name: string, state: FormState, hint = false) {
  const invalid = (state.fieldErrors[name]?.length ?? 0) > 0;
  return {
    id: name,
    name,
    'aria-invalid': invalid ? 'true' : undefined,
    'aria-describedby': [hint ? `${name}-hint` : '', `${name}-error`].filter(Boolean).join(' '),
  };
}

export function FieldError(props: { name: string; state: FormState }) {
  return (
    <p id={`${props.name}-error`} class={ERROR} data-error-for={props.name}>
      {props.state.fieldErrors[props.name]?.[0] ?? ''}
    </p>
  );
}

/** A labelled field: label, the control, an optional hint and the error line. */
export function Field(props: {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  state: FormState;
  children: Child;
}) {
  return (
    <div>
      <label for={props.name} class={LABEL}>
        {props.label}
        {props.required ? (
          <span class="text-red-700 dark:text-red-300" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {props.children}
      {props.hint ? (
        <p id={`${props.name}-hint`} class={HINT}>
          {props.hint}
        </p>
      ) : null}
      <FieldError name={props.name} state={props.state} />
    </div>
  );
}
