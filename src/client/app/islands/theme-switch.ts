// The header's theme switch on a prerendered page: the same button the React header draws
// (app/theme-toggle.tsx, disabled in the HTML until a script runs), named for what a click does,
// switching and storing the theme.
import { initialTheme, themeToggleLabel, toggleTheme } from '@client/lib/theme';

export function wireThemeToggle(button: HTMLButtonElement): void {
  button.setAttribute('aria-label', themeToggleLabel(initialTheme()));
  button.disabled = false;
  button.addEventListener('click', () => button.setAttribute('aria-label', themeToggleLabel(toggleTheme())));
}
