import { useState, type FormEvent } from 'react';
import type { ParserMap } from 'nuqs';
import { useSubmit } from '@/hooks/use-submit';
import { validateInScript } from '@/lib/form';

/** How a submit-style page commits its form (see "Forms" in the README). */
export interface CommitOptions<P extends ParserMap> {
  /** The page's URL parsers: the one schema that reads both the address and the form. */
  parsers: P;
  /** The page's canonical query string of a form's fields (its module's `canonicalSearch`). */
  canonical: (search: string) => string;
  /** The inline message of a key whose field holds text its parser rejects. */
  messages?: Partial<Record<keyof P & string, string>>;
  /** Keys without which there is nothing to calculate: the submit then does nothing (spec §5). */
  required?: readonly (keyof P & string)[];
  /**
   * Keys with a default whose empty field still means "nothing to do": the submit leaves the
   * result as it is instead of falling back to the default (spec §5, the day counts).
   */
  skipEmpty?: readonly (keyof P & string)[];
  /** Drops or rewrites fields before they are committed (e.g. a date equal to today's default). */
  prepare?: (fields: URLSearchParams) => void;
  /** The confirmation toast of a committed query string, if the page has one. */
  toast?: (search: URLSearchParams) => [title: string, description: string] | null;
}

/**
 * A submit-style form: its fields are the draft, the URL holds the committed inputs. Before
 * hydration the form is a plain GET form (the browser checks `min`/`max`/`step` and sends the
 * fields to the same page). Once hydrated, a submit reads the same fields, checks each with the
 * page's parsers, shows an inline message next to a field its parser rejects, and otherwise
 * writes the canonical query string as a new history entry, so Back returns to the previous
 * result. Returns the form's props and the messages by key.
 */
export function useCommit<P extends ParserMap>({ parsers, canonical, messages = {}, required = [], skipEmpty = [], prepare, toast }: CommitOptions<P>) {
  const submit = useSubmit();
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const fields = new URLSearchParams();
    for (const [key, value] of new FormData(form, submitter)) if (typeof value === 'string') fields.append(key, value);

    const found: Record<string, string> = {};
    for (const [key, message] of Object.entries(messages) as [string, string][]) {
      const raw = fields.get(key)?.trim();
      const parse = parsers[key]?.parse as ((value: string) => unknown) | undefined;
      if (raw && parse?.(raw) == null) found[key] = message;
    }
    setErrors(found);
    const invalid = Object.keys(found);
    if (invalid.length > 0) {
      (form.elements.namedItem(invalid[0]!) as HTMLElement | null)?.focus();
      return;
    }

    if (skipEmpty.some((key) => !fields.get(key)?.trim())) return;
    prepare?.(fields);
    // The canonical string as written (nuqs keeps `:` and `,` readable), not re-encoded.
    const search = canonical(fields.toString());
    const committed = new URLSearchParams(search);
    if (required.some((key) => !committed.has(key))) return;
    const [title, description] = toast?.(committed) ?? ['', null];
    submit(search, title, description);
  };

  /** A field's message goes once the visitor edits it. */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return { form: { method: 'get', ref: validateInScript, onSubmit, onChange }, errors } as const;
}

/**
 * A `prepare` that leaves a date key out when it holds today (its default), so a shared link
 * keeps meaning "today" on the day it is opened.
 */
export function leaveOutToday(key: string, today: string | null) {
  return (fields: URLSearchParams) => {
    if (fields.get(key) === today) fields.delete(key);
  };
}
