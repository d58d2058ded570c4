import { type ReactNode, Suspense, useState } from 'react';
import { Button } from './button';

/**
 * An optional step of a page behind a button: its content — and the code it loads lazily — comes
 * only when the person opens it, so the page's first load fetches none of it (decision 031). The
 * content replaces the button where it stood, next in reading order.
 */
export function OpenToLoad({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  if (open) return <Suspense fallback={<p role="status">Caricamento…</p>}>{children}</Suspense>;
  return (
    <div>
      <Button variant="secondary" aria-expanded={false} onClick={() => setOpen(true)}>
        {label}
      </Button>
    </div>
  );
}
