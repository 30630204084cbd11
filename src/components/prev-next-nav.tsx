import { Link, type To } from 'react-router-dom';
import { cn } from '@/shell/utils';

/** One side of a `PrevNextNav`: where it goes and what it says; null where there is none (the calendar's first or last). */
type Side = { to: To; text: string } | null;

/**
 * "← 2025 · 2027 →" links under a result (the previous and next year or week), kept where they
 * are: a missing previous link leaves its room, so the next one stays on the right. The holidays
 * page keeps its own copy of this markup: shared by two pages this module became a chunk of its
 * own, and its request cost the holidays page more than the copy does (measured by `npm run bench`).
 */
export function PrevNextNav({ label, previous, next, className }: { label: string; previous: Side; next: Side; className?: string }) {
  return (
    <nav aria-label={label} className={cn('flex justify-between gap-2', className)}>
      {previous ? (
        <Link to={previous.to} preventScrollReset className="underline underline-offset-4">
          ← {previous.text}
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next.to} preventScrollReset className="underline underline-offset-4">
          {next.text} →
        </Link>
      )}
    </nav>
  );
}
