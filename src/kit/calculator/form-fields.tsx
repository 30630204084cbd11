import { useEffect, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { parseIsoDate, type IsoDate } from '@/lib/date/core/civil-date';
import { Input } from '@/kit/calculator/ui/input';
import { Label } from '@/kit/calculator/ui/label';
import { cn } from '@/shell/utils';
import { useInvalidField } from '@/components/live-form';

/** The range of a date field: the calendar the engine covers, years 1 to 9999. */
export const DATE_FIELD_LIMITS = { min: '0001-01-01', max: '9999-12-31' } as const;

/** The message of a date the parsers reject (only a typed year past 9999 gets there). */
export const DATE_MESSAGE = 'Enter a real date between the years 1 and 9999.';

/** The message of a date field of a live form left empty or incomplete. */
export const EMPTY_DATE_MESSAGE = 'Enter a complete date.';

/**
 * A date picker (the browser's own). It commits only complete, real dates; while the visitor
 * is still typing, the last committed date stays in force. `value` null renders empty (before
 * hydration, when the visitor's date is not known yet). `name` is the URL key it submits as.
 * In a live form (`LiveForm`) a field the calculator needs (`needed`) that the visitor empties
 * says so, and the result says it was not updated. `error` is a message of the page's own (a
 * date the page refuses), shown the same way.
 */
export function DateField({
  label,
  name,
  value,
  onChange,
  max,
  hint,
  needed = false,
  error,
  className,
}: {
  label: string;
  name: string;
  value: IsoDate | null;
  onChange: (date: IsoDate) => void;
  max?: IsoDate;
  hint?: ReactNode;
  needed?: boolean;
  error?: string | null;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState<string>(value ?? '');
  // The visitor emptied the field, or has not finished a date, while a value is in force.
  const [unfinished, setUnfinished] = useState(false);
  useEffect(() => {
    setText(value ?? '');
    setUnfinished(false);
  }, [value]);
  const message = error ?? (needed && unfinished ? EMPTY_DATE_MESSAGE : null);
  useInvalidField(message);
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="date"
        min={DATE_FIELD_LIMITS.min}
        max={max ?? DATE_FIELD_LIMITS.max}
        value={text}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, hint, message)}
        onChange={(event) => {
          setText(event.target.value);
          const date = parseIsoDate(event.target.value);
          setUnfinished(!date);
          if (date) onChange(date);
        }}
      />
      <FieldNotes id={id} hint={hint} error={message} />
    </div>
  );
}

/** The ids a field's hint and message have (see `FieldNotes`). */
export function describedBy(id: string, hint: ReactNode, error: string | null | undefined): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and its inline message, tied to it by `aria-describedby` (see `describedBy`). */
export function FieldNotes({ id, hint, error }: { id: string; hint: ReactNode; error: string | null | undefined }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-warning-foreground">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * The props of every whole-number field (the live forms' `IntegerField`, the submit-style
 * forms' day counts and years, the timeline's task days): a text box with a numeric keyboard, not `type="number"`, whose value the browser rewrites
 * as it likes (`1e5` and `1.5` are numbers to it, `+5` is sent as an empty value, and some browsers
 * let any letter in), so the page reads exactly the text the visitor sees, by one rule
 * (`parseWholeNumber`). Before hydration the browser checks the digits (`pattern`). A field that
 * may be negative gets the full keyboard: a phone's numeric one has no minus sign.
 */
export function wholeNumberInput(min: number) {
  return {
    type: 'text',
    inputMode: min < 0 ? undefined : 'numeric',
    pattern: min < 0 ? '\\s*-?[0-9]+\\s*' : '\\s*[0-9]+\\s*',
    autoComplete: 'off',
    spellCheck: false,
  } as const;
}

/** What a whole-number field holding `text` that is not a whole number is told. */
export const notWholeMessage = (text: string, what: string) => `“${text.trim()}” is not a whole number: enter ${what} in digits only.`;

/**
 * A checkbox submitted as `name=value` when checked: controlled (`checked`, `onChange`) in a live
 * form, or holding the draft (`defaultChecked`) in a submit-style form. A URL boolean also needs its "off" state in
 * the URL (its default may be true), so `unchecked` adds a hidden `name=unchecked` after the box:
 * a checked box submits `name=true&name=false`, and the first value wins.
 */
export function CheckboxField({
  label,
  name,
  value = 'true',
  unchecked = 'false',
  checked,
  defaultChecked,
  onChange,
  description,
  className,
}: {
  label: string;
  name: string;
  value?: string;
  unchecked?: string | null;
  description?: string;
  className?: string;
} & (
  | { checked: boolean; onChange: (checked: boolean) => void; defaultChecked?: never }
  | { defaultChecked: boolean; checked?: never; onChange?: never }
)) {
  const id = useId();
  return (
    <div className={cn('flex items-start gap-2', className)}>
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        defaultChecked={defaultChecked}
        onChange={onChange && ((event) => onChange(event.target.checked))}
        aria-describedby={description ? `${id}-tip` : undefined}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      {unchecked !== null && <input type="hidden" name={name} value={unchecked} />}
      <div className="grid gap-1">
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
        {description && (
          <span id={`${id}-tip`} className="text-xs text-muted-foreground">
            {description}
          </span>
        )}
      </div>
    </div>
  );
}

/** Radios named after a URL key: controlled (`value`, `onChange`) or holding the draft (`defaultValue`). */
export function RadioGroupField<T extends string>({
  legend,
  name,
  value,
  defaultValue,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
} & (
  | { value: T; onChange: (value: T) => void; defaultValue?: never }
  | { defaultValue: T; value?: never; onChange?: never }
)) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.value} htmlFor={`${id}-${option.value}`} className="flex items-center gap-2 text-sm">
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              data-option={option.value}
              checked={value === undefined ? undefined : value === option.value}
              defaultChecked={defaultValue === undefined ? undefined : defaultValue === option.value}
              onChange={onChange && (() => onChange(option.value))}
              className="size-4 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A field of a submit-style form (see `useCommit`): a native input named after its URL key that
 * holds the visitor's draft. It starts from the committed value and starts again when that
 * changes (a new result, Back); `error` is the inline message of a rejected value.
 */
export function InputField({
  label,
  name,
  defaultValue,
  error,
  hint,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'name' | 'defaultValue' | 'id'> & {
  label: string;
  name: string;
  defaultValue: string;
  error?: string;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        key={defaultValue}
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * The year field of a submit-style form (`name="year"`), holding `year` (blank when null): a
 * whole-number field (`wholeNumberInput`) whose range the page's parser checks.
 */
export function YearField({
  label = 'Year',
  year,
  error,
  hint,
  className,
}: {
  label?: string;
  year: number | null;
  error?: string;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <InputField
      label={label}
      name="year"
      {...wholeNumberInput(0)}
      defaultValue={year === null ? '' : String(year)}
      error={error}
      hint={hint}
      className={className}
    />
  );
}
