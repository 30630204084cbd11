import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The main result of a calculator, announced politely to screen readers when it changes.
 * While the result is not known yet (`busy`: prerendered HTML, hydration) it says so with
 * `aria-busy`, and keeps its height so nothing below it moves.
 */
export function ResultCard({
  children,
  busy,
  error,
  className,
}: {
  children: ReactNode;
  busy?: boolean;
  /** An error in place of the result: a red box. */
  error?: boolean;
  className?: string;
}) {
  return (
    <div
      data-testid="result"
      role="status"
      aria-live="polite"
      aria-busy={busy || undefined}
      className={cn(
        'min-h-28 rounded-xl p-5',
        error ? 'border-2 border-danger bg-danger-soft text-danger' : 'border border-primary/30 bg-accent/60',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The stand-in shown before the visitor's date is known (prerendered HTML, hydration). */
export function ResultPending() {
  return <p className="text-muted-foreground">Working out the result for your date…</p>;
}

/** A list of labelled figures under a result. */
export function Facts({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn('grid gap-2 text-sm sm:grid-cols-3', className)}>{children}</dl>;
}

/** One labelled figure of a result. */
export function Fact({ label, children, className }: { label: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-lg bg-background p-3', className)}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{children}</dd>
    </div>
  );
}
