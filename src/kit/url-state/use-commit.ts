import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { ParserMap } from 'nuqs';
import { useSubmit } from '@/kit/calculator/use-submit';
import { validateInScript } from '@/kit/calculator/form';

/** How a submit-style page commits its form (see "Forms" in the README). */
export interface CommitOptions<P extends ParserMap> {
  /** The page's URL parsers: the one schema that reads both the address and the form. */
  parsers: P;
  /** The page's canonical query string of a form's fields (its module's `canonicalSearch`). */
  canonical: (search: string) => string;
  /** The inline message of a key whose field holds text its parser rejects (or is empty, for `required` and `skipEmpty` keys). */
  messages?: Partial<Record<keyof P & string, string>>;
  /**
   * Keys without which there is nothing to calculate: the submit calculates nothing (spec §5)
   * and says so, with the key's message (or `emptyMessage`) on its field and in the result.
   */
  required?: readonly (keyof P & string)[];
  /**
   * Keys with a default whose empty field still means "nothing to calculate": the submit does
   * not fall back to the default but says what to enter (spec §5, the day counts).
   */
  skipEmpty?: readonly (keyof P & string)[];
  /** The message of an empty `required` field that has no message of its own. */
  emptyMessage?: string;
  /**
   * The page's own rules for a key's value its parser accepts (a date after today where only a
   * past date makes sense): a message refuses the value, null lets it through.
   */
  refuse?: Partial<Record<keyof P & string, (value: string) => string | null>>;
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
 * result. Returns the form's props, the messages by key, and `failure`: the message of a submit
 * that calculated nothing, which the result card shows in place of the result of other inputs
 * (it lasts until the next submit or a new address: Back, a link).
 */
export function useCommit<P extends ParserMap>({
  parsers,
  canonical,
  messages = {},
  required = [],
  skipEmpty = [],
  emptyMessage = 'Fill in this field.',
  refuse = {},
  prepare,
  toast,
}: CommitOptions<P>) {
  const submit = useSubmit();
  const { search: address } = useLocation();
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failed, setFailed] = useState<{ address: string; message: string } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const fields = new URLSearchParams();
    for (const [key, value] of new FormData(form, submitter)) if (typeof value === 'string') fields.append(key, value);

    const messageOf = (key: string) => (messages as Record<string, string | undefined>)[key];
    const refuseOf = (key: string) => (refuse as Record<string, ((value: string) => string | null) | undefined>)[key];
    const found: Record<string, string> = {};
    for (const key of Object.keys(parsers)) {
      const raw = fields.get(key)?.trim();
      const parse = parsers[key]?.parse as ((value: string) => unknown) | undefined;
      const refused = raw ? refuseOf(key)?.(raw) : null;
      if (raw && messageOf(key) && parse?.(raw) == null) found[key] = messageOf(key)!;
      else if (refused) found[key] = refused;
      else if (!raw && fields.has(key) && skipEmpty.includes(key)) found[key] = messageOf(key) ?? emptyMessage;
    }
    const empty = new Set(Object.keys(parsers).filter((key) => !fields.get(key)?.trim()));

    prepare?.(fields);
    // The canonical string as written (nuqs keeps `:` and `,` readable), not re-encoded.
    const search = canonical(fields.toString());
    const committed = new URLSearchParams(search);
    // A required key the form's shape did not fill in either (a shortcut can set the end time).
    for (const key of required) if (!committed.has(key) && empty.has(key)) found[key] ??= messageOf(key) ?? emptyMessage;

    const invalid = Object.keys(found);
    // An update renders the page within the event: none where no message appears or goes.
    setErrors((current) => (invalid.length === 0 && Object.values(current).every((message) => !message) ? current : found));
    setFailed(invalid.length > 0 ? { address, message: found[invalid[0]!]! } : null);
    if (invalid.length > 0) {
      (form.elements.namedItem(invalid[0]!) as HTMLElement | null)?.focus();
      return;
    }
    if (required.some((key) => !committed.has(key))) return;
    const [title, description] = toast?.(committed) ?? ['', null];
    submit(search, title, description);
  };

  /** A field's message goes once the visitor edits it. */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const failure = failed?.address === address ? failed.message : null;
  return { form: { method: 'get', ref: validateInScript, onSubmit, onChange }, errors, failure } as const;
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
