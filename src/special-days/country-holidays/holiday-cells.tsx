/**
 * The parts of a country's holiday table that the data's details add: a holiday's name with its
 * local name, what an observed or exchanged day stands for, an estimated date said, an Islamic
 * holiday's Hijri date, the kinds' notes, and the year's weekend working days.
 */
import { useEffect, useState } from 'react';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import type { HolidayRow } from '@/lib/date/holiday-table';
import { hasFeastDay, islamicFeastDay } from '@/lib/date/islamic-feast';
import type { DayKind, WeekendWorkday } from '@/lib/date/place-holidays';
import { DAY_KIND_TEXT } from '@/components/day-kinds';

/** A kind of day's label in the Type column, with "estimated date" where the date is the data's forecast. */
export const kindLabel = (row: Pick<HolidayRow, 'type' | 'estimated'>): string =>
  `${DAY_KIND_TEXT[row.type].label}${row.estimated ? ', estimated date' : ''}`;

/**
 * Names the Islamic calendar's holidays go by in python-holidays' English names: their rows show
 * the Hijri date.
 */
const ISLAMIC_NAME = /\b(Eid|Arafa|Arafah|Islamic New Year|Hijri|Ashura|Prophet|Mawlid|Milad|Isra|Mi'?raj|Laylat|Sha'?ban|Ramadan|Jumu'?atul)/i;

/** Whether a row is a holiday of the Islamic calendar (by its English name). */
export const isIslamic = (row: Pick<HolidayRow, 'name'>): boolean => ISLAMIC_NAME.test(row.name.replaceAll('’', "'"));

let hijri: Intl.DateTimeFormat | undefined;

/** A date, or a span of dates, in the Umm al-Qura calendar ("1 Shawwal 1446 AH", "1–3 Shawwal 1446 AH"). */
function hijriDates(first: IsoDate, last: IsoDate): string {
  hijri ??= new Intl.DateTimeFormat('en-GB-u-ca-islamic-umalqura', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const noon = (date: IsoDate) => new Date(`${date}T12:00:00Z`);
  return first === last ? hijri.format(noon(first)) : hijri.formatRange(noon(first), noon(last));
}

/**
 * An Islamic holiday's Hijri date (Umm al-Qura calendar), first day to last. Its line is in the
 * prerendered page, empty: the date is written once the browser is idle after hydration, as the
 * calendar's first formatter costs a long task on a slow phone, so the line's room never moves.
 */
export function HijriLine({ row, country }: { row: HolidayRow; country: string }) {
  const [text, setText] = useState('');
  const [feast, setFeast] = useState<IsoDate | null>(null);
  // A feast of several days (Eid al-Adha's three) says which is the feast itself, on a line of
  // its own whose room is kept from the start as well.
  const withFeast = hasFeastDay(row, country);
  useEffect(() => {
    const write = () => {
      setText(hijriDates(row.date, row.last));
      setFeast(islamicFeastDay({ name: row.name, date: row.date, last: row.last, days: row.days, substitute: row.substitute }, country));
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(write, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(write, 200);
    return () => clearTimeout(id);
  }, [row.name, row.date, row.last, row.days, row.substitute, country]);
  return (
    <span className={`block ${withFeast ? 'min-h-[2lh]' : 'min-h-[1lh]'} truncate text-xs font-normal text-muted-foreground [contain:inline-size]`}>
      {text && (
        <>
          <span className="sr-only">Hijri date: </span>
          {text}
        </>
      )}
      {withFeast && (
        <span className="block min-h-[1lh] truncate">
          {feast && `${row.name} itself: ${formatLong(feast)}`}
        </span>
      )}
    </span>
  );
}

/** The name cell's lines under the name: the local name, the span of days, the Hijri date. */
export function NameDetails({ row, localLabel, country }: { row: HolidayRow; localLabel?: string; country: string }) {
  return (
    <>
      {row.local && (
        <span className="block text-xs font-normal text-muted-foreground" lang={localLabel} dir="auto">
          {row.local}
        </span>
      )}
      {row.days > 1 && (
        <span className="block text-xs font-normal text-muted-foreground">
          {row.days} days, to {formatLong(row.last)}
        </span>
      )}
      {isIslamic(row) && <HijriLine row={row} country={country} />}
    </>
  );
}

/** The notes under the table: each kind shown, who has the day off; estimated dates explained. */
export function TableNotes({ rows }: { rows: readonly HolidayRow[] }) {
  const kinds = [...new Set(rows.map((r) => r.type))] as DayKind[];
  const estimated = rows.some((r) => r.estimated);
  if (kinds.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm text-muted-foreground">
      <ul className="grid gap-1">
        {kinds.map((kind) => (
          <li key={kind}>
            <span className="font-medium text-foreground">{DAY_KIND_TEXT[kind].label}:</span> {DAY_KIND_TEXT[kind].note}
          </li>
        ))}
      </ul>
      {estimated && (
        <p>
          <span className="font-medium text-foreground">Estimated date:</span> the holiday follows a lunar calendar, so its day depends on the sighting of
          the moon, and the government announces it shortly before. The date shown is the holiday data’s forecast and may move by a day.
        </p>
      )}
    </div>
  );
}

/**
 * The year's weekend days that are working days by decree, each with the day off it was
 * exchanged for where the data says: they are working days in every business-day count.
 */
export function WeekendWorkdays({ workdays, place }: { workdays: readonly WeekendWorkday[]; place: string }) {
  if (workdays.length === 0) return null;
  return (
    <section aria-labelledby="weekend-workdays" className="grid gap-2">
      <h3 id="weekend-workdays" className="text-base font-semibold">
        Weekend working days
      </h3>
      <p className="text-sm text-muted-foreground">
        In {place} these weekend days are working days by decree, to make a longer holiday; every business-day count on this site counts them as working days.
      </p>
      <ul className="grid gap-1 text-sm">
        {workdays.map((w) => (
          <li key={w.date}>
            Working day: {formatLong(w.date)}
            {w.dayOff && <>, in exchange for {formatLong(w.dayOff)}</>}
          </li>
        ))}
      </ul>
    </section>
  );
}
