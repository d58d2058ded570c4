import { CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

const TONES: Record<AlertTone, string> = {
  error:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  warning:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  success:
    'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  info: 'border-blue-300 bg-blue-50 text-blue-950 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100',
};

const ICONS = { error: TriangleAlert, warning: TriangleAlert, success: CircleCheck, info: Info };

interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A message box. Errors use role="alert" so they are announced when they appear;
 * put other tones inside a <StatusRegion> when they must be announced.
 */
export function Alert({ tone = 'info', title, children, className = '' }: AlertProps) {
  const Icon = ICONS[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={`flex gap-3 rounded-md border p-3 text-sm ${TONES[tone]} ${className}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}

/** A polite live region that is always present, so changes inside it are announced. */
export function StatusRegion({ children }: { children: ReactNode }) {
  return <div role="status">{children}</div>;
}
