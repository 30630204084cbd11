import { useMemo } from 'react';
import { useQueryStates, type UseQueryStatesKeysMap, type Values } from 'nuqs';
import { useToday } from '@/kit/calculator/use-today';

/**
 * A calculator's inputs from the query string, with "today". Until the page has hydrated and
 * knows the visitor's date, it returns the parsers' defaults and a null today, exactly as the
 * prerendered HTML was rendered; then the real values. Live edits replace the history entry.
 */
export function useUrlParams<P extends UseQueryStatesKeysMap>(parsers: P) {
  const [values, setValues] = useQueryStates(parsers, { history: 'replace' });
  const today = useToday();
  const defaults = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(parsers).map(([key, parser]) => [key, (parser as { defaultValue?: unknown }).defaultValue ?? null]),
      ) as Values<P>,
    [parsers],
  );
  return {
    params: today ? values : defaults,
    /** The URL's own values, for serialising a submit. */
    urlParams: values,
    setParams: setValues,
    today,
  };
}
