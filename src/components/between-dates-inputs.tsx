import { addDays, type IsoDate } from '@/lib/date/core/civil-date';
import { formatMedium } from '@/lib/date/core/format';
import { CheckboxField, DateField } from '@/kit/calculator/form-fields';
import { grouped } from '@/kit/calculator/plural';

export interface BetweenDatesValues {
  from: IsoDate | null;
  to: IsoDate | null;
  inclusive: boolean;
  /** Count business days only; a form that always counts business days leaves it out. */
  workdays?: boolean;
}

/**
 * A between-dates form's dates: the link's, else today and 30 days after it (the spec's
 * default); null before hydration.
 */
export function betweenDatesOf({ from, to }: { from: IsoDate | null; to: IsoDate | null }, today: IsoDate | null) {
  return { from: from ?? today, to: to ?? (today && addDays(today, 30)) };
}

/**
 * Start, end, "include both dates" and, unless the form always counts business days,
 * "business days only": shared by every between-dates form.
 */
export function BetweenDatesInputs({
  values,
  onChange,
}: {
  values: BetweenDatesValues;
  onChange: (patch: Partial<BetweenDatesValues>) => void;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <DateField label="Start date" name="from" value={values.from} onChange={(from) => onChange({ from })} needed />
        <DateField label="End date" name="to" value={values.to} onChange={(to) => onChange({ to })} needed />
      </div>
      <CheckboxField
        label="Include start and end dates (inclusive count)"
        name="inclusive"
        checked={values.inclusive}
        onChange={(inclusive) => onChange({ inclusive })}
      />
      {values.workdays !== undefined && (
        <CheckboxField
          label="Count only business days (excludes weekends)"
          name="workdays"
          description="Business days exclude the weekend and the holidays of the working-day calendar below"
          checked={values.workdays}
          onChange={(workdays) => onChange({ workdays })}
        />
      )}
    </>
  );
}

/** The confirmation of a between-dates submit (spec §8); `workdays` absent counts business days. */
export function describeBetween(values: BetweenDatesValues, count: number): string | null {
  if (!values.from || !values.to) return null;
  const kind = values.workdays === false ? 'days' : 'business days';
  return `There are ${grouped(count)} ${kind} between ${formatMedium(values.from)} and ${formatMedium(values.to)} (${values.inclusive ? 'inclusive' : 'exclusive'})`;
}
