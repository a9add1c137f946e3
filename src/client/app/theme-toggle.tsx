import { useEffect, useState } from 'react';
import { Moon, Sun } from 'lucide-react';
import { initialTheme, themeToggleLabel, toggleTheme, type Theme } from '../lib/theme';
import { useHydrated } from '../lib/use-hydrated';

export function ThemeToggle() {
  // Unknown until mounted: prerendered pages are rendered without a browser, so the first render
  // must not depend on storage. A prerendered content page wires this same markup without React
  // (app/islands/theme-switch.ts). The icon follows the html.dark class that index.html sets before
  // the first paint, so the right one shows even before this runs. Until the page's script runs
  // the button is disabled, so an early press is never silently lost.
  const hydrated = useHydrated();
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => setTheme(initialTheme()), []);
  return (
    <button
      type="button"
      onClick={() => setTheme(toggleTheme())}
      disabled={!hydrated}
      aria-label={themeToggleLabel(theme)}
      data-testid="theme-toggle"
      data-island="theme-toggle"
      className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <Sun className="hidden h-5 w-5 dark:block" aria-hidden />
      <Moon className="h-5 w-5 dark:hidden" aria-hidden />
    </button>
  );
}
