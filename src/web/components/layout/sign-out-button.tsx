import { LogOut } from 'lucide-react';

interface SignOutButtonProps {
  onSignOut: () => void;
  /** The mobile menu's larger touch target and icon. */
  large?: boolean;
}

/** 'Esci', in the top bar and in the mobile menu. */
export function SignOutButton({ onSignOut, large = false }: SignOutButtonProps) {
  return (
    <button
      type="button"
      onClick={onSignOut}
      className={`inline-flex items-center gap-2 rounded-md font-medium text-slate-800 hover:bg-slate-200 dark:text-slate-100 dark:hover:bg-slate-800 ${large ? 'p-2' : 'px-3 py-2 text-sm'}`}
    >
      <LogOut className={large ? 'size-5' : 'size-4'} aria-hidden="true" />
      Esci
    </button>
  );
}
