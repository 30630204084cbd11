import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { validateInScript } from '@/kit/calculator/form';

interface LiveFormState {
  /** The message of the first field whose text is not a value the form can use, if any. */
  failure: string | null;
  report: (id: string, message: string | null) => void;
}

const LiveFormContext = createContext<LiveFormState | null>(null);

/**
 * The form of a live calculator (see "Forms" in the README): its fields write the URL as the
 * visitor types, and a field whose text the calculator cannot use (an empty day count, 0, a
 * cleared date) keeps the last valid value in force. Such a field reports its message here
 * (`useInvalidField`): the result card then says why the result was not updated and which inputs
 * the result it still shows belongs to (spec §5 keeps it), and a submit does nothing but move
 * the focus to that field: no new history entry, no toast. Before hydration it is a plain GET
 * form that the browser checks; from the hydration's commit on the page's own messages take over.
 */
export function LiveForm({
  onSubmit,
  className,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  children: ReactNode;
}) {
  const [invalid, setInvalid] = useState<ReadonlyMap<string, string>>(new Map());
  const report = useCallback((id: string, message: string | null) => {
    setInvalid((current) => {
      if ((current.get(id) ?? null) === message) return current;
      const next = new Map(current);
      if (message === null) next.delete(id);
      else next.set(id, message);
      return next;
    });
  }, []);
  const failure = invalid.values().next().value ?? null;
  const state = useMemo(() => ({ failure, report }), [failure, report]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else onSubmit(event);
  };

  return (
    <form method="get" ref={validateInScript} onSubmit={submit} className={className}>
      <LiveFormContext value={state}>{children}</LiveFormContext>
    </form>
  );
}

/** A field of a live form reports the message of text it cannot use (null: its text is fine). */
export function useInvalidField(message: string | null) {
  const form = useContext(LiveFormContext);
  const id = useId();
  useEffect(() => {
    form?.report(id, message);
  }, [form, id, message]);
  useEffect(() => () => form?.report(id, null), [form, id]);
}

/** The message of the live form around a result, if one of its fields holds text it cannot use. */
export function useLiveFormFailure(): string | null {
  return useContext(LiveFormContext)?.failure ?? null;
}
