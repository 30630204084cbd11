import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The main result of a calculator, announced politely to screen readers when it changes.
 * While the result is not known yet (`busy`: prerendered HTML, hydration) it says so with
 * `aria-busy`, and keeps its height so nothing below it moves.
 */
export function ResultCard({ children, busy, className }: { children: ReactNode; busy?: boolean; className?: string }) {
  return (
    <div
      data-testid="result"
      role="status"
      aria-live="polite"
      aria-busy={busy || undefined}
      className={cn('min-h-28 rounded-xl border border-primary/30 bg-accent/60 p-5', className)}
    >
      {children}
    </div>
  );
}

/** The stand-in shown before the visitor's date is known (prerendered HTML, hydration). */
export function ResultPending() {
  return <p className="text-muted-foreground">Working out the result for your date…</p>;
}
