import { useId } from 'react';

interface SwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  busy?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting exposed as role="switch" with a visible label. */
export function Switch({ label, description, checked, busy = false, onChange }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col gap-1">
        <span id={`${id}-label`} className="font-medium">
          {label}
        </span>
        {description && (
          <span id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-300">
            {description}
          </span>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onChange(!checked);
        }}
        className={
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors ' +
          (checked
            ? 'border-blue-700 bg-blue-700 dark:border-sky-300 dark:bg-sky-300'
            : 'border-slate-500 bg-slate-200 dark:border-slate-400 dark:bg-slate-700')
        }
      >
        <span
          aria-hidden="true"
          className={
            'inline-block size-5 rounded-full bg-white shadow transition-transform dark:bg-slate-950 ' +
            (checked ? 'translate-x-5' : 'translate-x-0.5')
          }
        />
      </button>
    </div>
  );
}
