import { useEffect, useState } from 'react';
import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';

const STORAGE_KEY = 'theme';

function storedTheme(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Dark mode follows the system setting until the visitor presses this; the choice is then
 * kept in localStorage. index.html applies it before the first paint.
 */
export function ThemeToggle() {
  const hydrated = useHydrated();
  const [dark, setDark] = useState(false);

  useEffect(() => {
    setDark(document.documentElement.classList.contains('dark'));
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = (event: MediaQueryListEvent) => {
      if (storedTheme()) return;
      document.documentElement.classList.toggle('dark', event.matches);
      setDark(event.matches);
    };
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);

  const toggle = () => {
    const next = !document.documentElement.classList.contains('dark');
    document.documentElement.classList.toggle('dark', next);
    try {
      localStorage.setItem(STORAGE_KEY, next ? 'dark' : 'light');
    } catch {
      // Storage can be disabled; the toggle still works for this visit.
    }
    setDark(next);
  };

  return (
    <Button variant="ghost" size="icon" aria-label="Dark mode" aria-pressed={hydrated ? dark : undefined} onClick={toggle}>
      <Moon className="dark:hidden" aria-hidden="true" />
      <Sun className="hidden dark:block" aria-hidden="true" />
    </Button>
  );
}
