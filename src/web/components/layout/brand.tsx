import { Wrench } from 'lucide-react';

/** The product name, shown in the header, the footer and the login page. */
export function Brand({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <span className="inline-flex size-8 items-center justify-center rounded-md bg-blue-700 text-white">
        <Wrench className="size-4" aria-hidden="true" />
      </span>
      Sportello
    </span>
  );
}
