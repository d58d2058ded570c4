import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../../lib/use-theme';

/**
 * A button named after what it does ('Passa al tema chiaro' in the dark theme and the other way
 * round), with the same words as its tooltip; the icon shows the theme it will switch to.
 */
export function ThemeToggle({ showLabel = false }: { showLabel?: boolean }) {
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  const Icon = dark ? Sun : Moon;
  const label = dark ? 'Passa al tema chiaro' : 'Passa al tema scuro';
  return (
    <button
      type="button"
      aria-label={showLabel ? undefined : label}
      title={showLabel ? undefined : label}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      className={
        'inline-flex items-center gap-2 rounded-md p-2 text-slate-800 hover:bg-slate-200 ' +
        'dark:text-slate-100 dark:hover:bg-slate-800'
      }
    >
      <Icon className="size-5" aria-hidden="true" />
      {showLabel && <span>{label}</span>}
    </button>
  );
}
