// The light/dark theme (free-area.md section 4). index.html applies the start value before the
// first paint with the same rule, so there is no flash of the wrong theme.
import { STORAGE_KEYS, storage } from './storage-keys';

export type Theme = 'light' | 'dark';

export function initialTheme(): Theme {
  const stored = storage.get(STORAGE_KEYS.theme);
  if (stored === 'dark') return 'dark';
  if (!stored && window.matchMedia?.('(prefers-color-scheme: dark)').matches) return 'dark';
  return 'light';
}

export function applyTheme(theme: Theme): void {
  storage.set(STORAGE_KEYS.theme, theme);
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

/** The toggle's name: what a click does, once the theme is known (null before, on a prerendered page). */
export function themeToggleLabel(theme: Theme | null): string {
  return theme ? `Switch to ${theme === 'dark' ? 'light' : 'dark'} theme` : 'Toggle theme';
}

/** The toggle's click: the other theme, stored and applied. */
export function toggleTheme(): Theme {
  const to: Theme = initialTheme() === 'dark' ? 'light' : 'dark';
  applyTheme(to);
  return to;
}
