import { Icon } from '@/shell/icon';
import { iconButtonClass } from '@/shell/layout/icon-button';

/**
 * Dark mode follows the system setting until the visitor presses this; the choice is then kept
 * in localStorage. The script in index.html applies the theme before the first paint, handles
 * the press (so it works before hydration) and keeps `aria-pressed` in step.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      data-theme-toggle=""
      aria-label="Dark mode"
      suppressHydrationWarning
      className={iconButtonClass}
    >
      <Icon name="moon" className="dark:hidden" />
      <Icon name="sun" className="hidden dark:block" />
    </button>
  );
}
