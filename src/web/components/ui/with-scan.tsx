import { ScanLine } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Button } from './button';

const ScanDialog = lazy(() => import('./scan-dialog'));

/**
 * A code field (IMEI / serial, EAN, SKU) or a warehouse picker with *Scansiona* beside its box
 * (decision 030): the camera dialog and the decoder load when the button is pressed, so the forms'
 * routes stay within their JavaScript budget. A USB or Bluetooth scanner types into the field as
 * a keyboard and needs none of it.
 */
export function WithScan(props: {
  /** The field it fills, for the button's accessible name and the dialog's title. */
  what: string;
  onScan: (text: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className={`flex items-start gap-2 ${props.className ?? ''}`}>
      <div className="min-w-0 flex-1">{props.children}</div>
      {/* Level with the box: below the field's label line. */}
      <div className="mt-6">
        <Button variant="secondary" className="shrink-0" onClick={() => setOpen(true)}>
          <ScanLine className="size-4" aria-hidden="true" />
          Scansiona<span className="sr-only"> {props.what}</span>
        </Button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <ScanDialog
            title={`Scansiona ${props.what}`}
            onScan={props.onScan}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
