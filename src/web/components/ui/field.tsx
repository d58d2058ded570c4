import { type ComponentProps, type ReactNode, useId } from 'react';

export const CONTROL =
  'w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 ' +
  'aria-invalid:border-red-700 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-100 ' +
  'dark:aria-invalid:border-red-300';

interface FieldFrameProps {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: (control: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** A visible <label>, the control, an optional hint and the field's error message. */
export function FieldFrame({ label, hint, error, className = '', children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, describedBy })}
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

export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy }) => (
        <input
          id={id}
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
  className,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy }) => (
        <select
          id={id}
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
  className,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
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
