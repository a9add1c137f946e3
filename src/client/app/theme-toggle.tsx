import { useEffect, useState } from 'react';
import { Moon, Sun } from 'lucide-react';
import { applyTheme, initialTheme, type Theme } from '../lib/theme';

export function ThemeToggle() {
  // Unknown until mounted: prerendered pages are rendered without a browser, so the first render
  // must not depend on storage. The icon follows the html.dark class that index.html sets before
  // the first paint, so the right one shows even before this runs.
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => setTheme(initialTheme()), []);
  const current = theme ?? 'light';
  const next: Theme = current === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => {
        const to: Theme = (theme ?? initialTheme()) === 'dark' ? 'light' : 'dark';
        applyTheme(to);
        setTheme(to);
      }}
      aria-label={theme ? `Switch to ${next} theme` : 'Toggle theme'}
      data-testid="theme-toggle"
      className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <Sun className="hidden h-5 w-5 dark:block" aria-hidden />
      <Moon className="h-5 w-5 dark:hidden" aria-hidden />
    </button>
  );
}
