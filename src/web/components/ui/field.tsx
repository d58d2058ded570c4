import { type ComponentProps, type ReactNode, useId } from 'react';

export const CONTROL =
  'w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 ' +
  'aria-invalid:border-red-700 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-100 ' +
  'dark:aria-invalid:border-red-300';

const REQUIRED_MARK = 'text-red-700 dark:text-red-300';

/** Above a form with required fields: what the asterisk beside a label means. */
export function RequiredNote({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm text-slate-700 dark:text-slate-300 ${className}`}>
      I campi con <span className={REQUIRED_MARK}>*</span> sono obbligatori.
    </p>
  );
}

interface FieldFrameProps {
  label: string;
  hint?: string;
  error?: string;
  /** A red asterisk after the label; the control says it with aria-required. */
  required?: boolean;
  className?: string;
  children: (control: {
    id: string;
    describedBy: string | undefined;
    required: true | undefined;
  }) => ReactNode;
}

/**
 * A visible <label>, the control, an optional hint and the field's error message. A required
 * field is marked with aria-required, not the native attribute: the forms check their own input
 * and say what is wrong in Italian.
 */
export function FieldFrame({
  label,
  hint,
  error,
  required,
  className = '',
  children,
}: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      {/* The asterisk beside the label, not in it: the field's name stays its label alone. */}
      <div className="text-sm font-medium">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className={REQUIRED_MARK} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </div>
      {children({ id, describedBy, required: required || undefined })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'children'> {
  label: string;
  hint?: string;
  error?: string;
}

export function TextField({ label, hint, error, required, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} className={className}>
      {({ id, describedBy, required: ariaRequired }) => (
        <input
          id={id}
          aria-required={ariaRequired}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={CONTROL}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
}

export function SelectField({
  label,
  hint,
  error,
  required,
  className,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} className={className}>
      {({ id, describedBy, required: ariaRequired }) => (
        <select
          id={id}
          aria-required={ariaRequired}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={CONTROL}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id' | 'children'> {
  label: string;
  hint?: string;
  error?: string;
}

export function TextAreaField({
  label,
  hint,
  error,
  required,
  className,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} className={className}>
      {({ id, describedBy, required: ariaRequired }) => (
        <textarea
          id={id}
          aria-required={ariaRequired}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={CONTROL}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
