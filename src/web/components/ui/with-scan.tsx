import { lazy, type ReactNode, Suspense } from 'react';

const ScanButton = lazy(() => import('./scan-button'));

/**
 * A code field with *Scansiona* beside its box (decision 030). The button comes in its own small
 * chunk, the camera and the decoder in another when it is pressed: the forms' routes stay within
 * their JavaScript budget.
 */
export function WithScan(props: {
  what: string;
  onScan: (text: string) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex items-start gap-2 ${props.className ?? ''}`}>
      <div className="min-w-0 flex-1">{props.children}</div>
      {/* Level with the box: below the field's label line. */}
      <div className="mt-6">
        <Suspense fallback={null}>
          <ScanButton what={props.what} onScan={props.onScan} />
        </Suspense>
      </div>
    </div>
  );
}
