import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../ui/button';

interface ErrorBoxProps {
  message: string;
  onRetry: () => void;
}

/** A failed load: the message and a 'Riprova' button (SPEC §2, §8). */
export function ErrorBox({ message, onRetry }: ErrorBoxProps) {
  return (
    <div
      role="alert"
      className={
        'flex flex-col items-start gap-3 rounded-md border border-red-300 bg-red-50 p-4 text-red-900 ' +
        'dark:border-red-800 dark:bg-red-950 dark:text-red-100'
      }
    >
      <p className="flex items-center gap-2 font-medium">
        <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
        {message}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden="true" />
        Riprova
      </Button>
    </div>
  );
}
