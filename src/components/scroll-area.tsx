import type { ReactNode } from 'react';
import { cn } from '@/shell/utils';

/** The words under a region that scrolls sideways (shown only while it does). */
export const SCROLL_HINT = 'Scroll sideways to see the rest →';

/**
 * A table or chart that may be wider than the screen. While it is, a shade at each edge with
 * more to see and a line of text under it say so; while it fits, neither shows (the line keeps
 * its room, so nothing moves). Plain CSS (`.scroll-cue` in index.css), so it works in static
 * text and before hydration too. The region is focusable and named, so a keyboard can scroll it.
 *
 * `frameClassName` styles the visible box (border, radius, background); the shades stay inside it.
 */
export function ScrollArea({
  label,
  children,
  className,
  frameClassName,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  frameClassName?: string;
}) {
  return (
    <div className={cn('scroll-cue', className)}>
      <div className={cn('scroll-cue-frame', frameClassName)}>
        <div className="scroll-cue-area" tabIndex={0} role="region" aria-label={label}>
          {children}
        </div>
      </div>
      <p className="scroll-cue-hint" aria-hidden="true">
        {SCROLL_HINT}
      </p>
    </div>
  );
}
