import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../../lib/use-theme';

/** A toggle button named 'Tema scuro', pressed when the dark theme is on. */
export function ThemeToggle({ showLabel = false }: { showLabel?: boolean }) {
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  const Icon = dark ? Moon : Sun;
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={showLabel ? undefined : 'Tema scuro'}
      title={showLabel ? undefined : dark ? 'Tema scuro attivo' : 'Tema chiaro attivo'}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      className={
        'inline-flex items-center gap-2 rounded-md p-2 text-slate-800 hover:bg-slate-200 ' +
        'dark:text-slate-100 dark:hover:bg-slate-800'
      }
    >
      <Icon className="size-5" aria-hidden="true" />
      {showLabel && <span>Tema scuro</span>}
    </button>
  );
}
