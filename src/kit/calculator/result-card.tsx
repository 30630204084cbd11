import type { ReactNode } from 'react';
import { useLiveFormFailure } from '@/components/live-form';
import { cn } from '@/shell/utils';

/**
 * The main result of a calculator, announced politely to screen readers when it changes.
 * While the result is not known yet (`busy`: prerendered HTML, hydration) it says so with
 * `aria-busy`, and keeps its height so nothing below it moves.
 *
 * When the visitor's last submission could not be calculated (`failure`, from `useCommit`, or a
 * field of the live form around it that holds text it cannot use), the card says why in place of
 * the result: it never shows a result for other inputs than the form's as if it were theirs. A
 * live form keeps its last result (spec §5: an invalid day count leaves the result unchanged),
 * shown under the message and labelled as the last result, with the inputs it belongs to; so
 * does a submit-style day count (`keepLast`).
 */
export function ResultCard({
  children,
  busy,
  error,
  failure: submitted = null,
  keepLast = false,
  className,
}: {
  children: ReactNode;
  busy?: boolean;
  /** An error in place of the result: a red box. */
  error?: boolean;
  /** The message of a submission that was not calculated (`useCommit`'s `failure`). */
  failure?: string | null;
  /** The result stays, labelled as the last one, under a `failure` (spec §5: a day count); there is none when `children` is null. */
  keepLast?: boolean;
  className?: string;
}) {
  const live = useLiveFormFailure();
  const failure = busy ? null : (submitted ?? live);
  return (
    <div
      data-testid="result"
      role="status"
      aria-live="polite"
      aria-busy={busy || undefined}
      data-failure={failure === null ? undefined : ''}
      className={cn(
        'min-h-28 rounded-xl p-5',
        error ? 'border-2 border-danger bg-danger-soft text-danger' : 'border border-primary/30 bg-accent/60',
        className,
      )}
    >
      {failure === null ? (
        children
      ) : (
        <>
          <NotCalculated message={failure} />
          {(keepLast || submitted === null) && children != null && (
            <div className="mt-3 border-t border-primary/30 pt-3">
              <p className="mb-1 text-sm font-semibold">The last result, for the last valid entry:</p>
              <div className="last-result">{children}</div>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** What a result says in place of a result when the inputs could not be calculated. */
export function NotCalculated({ message }: { message: string }) {
  return <p className="font-semibold text-warning-foreground">Not calculated: {message}</p>;
}

/** What a result says before the visitor's date is known (prerendered HTML, hydration). */
export const PENDING_TEXT = 'Working out the result for your date…';

/** The stand-in shown before the visitor's date is known (prerendered HTML, hydration). */
export function ResultPending() {
  return <p className="text-muted-foreground">{PENDING_TEXT}</p>;
}

/**
 * A value of a result drawn before it is known: a no-break space keeps its line's height, so a
 * result that draws its lines blank is filled in place when the visitor's date arrives.
 */
export const BLANK = '\u00a0';

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

/**
 * Content that keeps the room of its longest value (`data-longest`, index.css): an invisible
 * copy of `longest`, drawn bold with `bold` (as wide as a line with bold parts), lies under it,
 * so it wraps and sizes the same before and after its value is known.
 */
export function Room({ longest, bold, className, children }: { longest: string; bold?: boolean; className?: string; children: ReactNode }) {
  return (
    <span data-longest={longest} className={cn(bold && 'before:font-bold', className) || undefined}>
      <span>{children}</span>
    </span>
  );
}
