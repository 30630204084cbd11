import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/shell/utils';

/**
 * Tabs after the WAI-ARIA pattern: arrow keys, Home and End move between tabs and select them;
 * only the active panel is rendered. Controlled: the active tab lives in the URL under `name`.
 * Each tab is also a submit button of a plain GET form (`?name=value`), so a tap before the
 * page has hydrated still opens that tab.
 */
export function Tabs<T extends string>({
  label,
  name,
  value,
  onChange,
  tabs,
  children,
}: {
  label: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  tabs: readonly { value: T; label: string }[];
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.value);
    refs.current.get(tab.value)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  return (
    <div>
      <form method="get">
        <div role="tablist" aria-label={label} className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:grid-cols-4">
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                if (el) refs.current.set(tab.value, el);
              }}
              type="submit"
              name={name}
              value={tab.value}
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                onChange(tab.value);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'rounded-md px-3 py-2 text-sm font-medium transition-colors',
                selected ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </button>
          );
        })}
        </div>
      </form>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`} className="pt-5">
        {children}
      </div>
    </div>
  );
}
