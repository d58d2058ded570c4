import { ScanLine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from './button';

const ScanDialog = lazy(() => import('./scan-dialog'));

/**
 * *Scansiona* beside a code field (IMEI / serial, EAN, SKU) or a warehouse picker: the camera
 * dialog and the decoder load when pressed (decision 030). A USB or Bluetooth scanner types into
 * the field as a keyboard and needs none of it. Default export: forms load it with lazy().
 */
export default function ScanButton({
  what,
  onScan,
}: {
  /** The field it fills, for the button's accessible name and the dialog's title. */
  what: string;
  onScan: (text: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="shrink-0" onClick={() => setOpen(true)}>
        <ScanLine className="size-4" aria-hidden="true" />
        Scansiona<span className="sr-only"> {what}</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ScanDialog title={`Scansiona ${what}`} onScan={onScan} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
