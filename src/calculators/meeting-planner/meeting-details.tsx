/**
 * The parts of the meeting planner that a first load (no hour chosen, on a day without a clock
 * change) does without, in a module loaded when one of them is shown: the chosen meeting (or the
 * note that the chosen hour does not exist) and the day's clock changes.
 */
import type { IsoDate } from '@/lib/date/core/civil-date';
import { formatTime } from '@/lib/date/core/clock-time';
import { formatLong } from '@/lib/date/core/format';
import { formatOffset } from '@/lib/date/time-zones';
import type { MeetingRow, PlaceChange } from '@/lib/date/meeting-planner';
import { changeText } from '@/components/place-text';
import { Button } from '@/kit/calculator/ui/button';
import { CopyButton } from '@/kit/calculator/copy-link-button';

/**
 * The chosen hour's meeting in every place (`times`, its `meetingText`, from the page, whose chunk
 * holds the planner's engine), with its title, the places outside their working hours, and its
 * text to copy and its calendar file.
 */
export function ChosenMeeting({ row, names, times, title }: { row: MeetingRow; names: readonly string[]; times: string; title: string | null }) {
  const text = title ? `${title}: ${times}` : times;
  // The calendar file's code loads when it is asked for.
  const download = () =>
    void import('@/calculators/meeting-planner/meeting-ics').then(({ downloadMeeting }) => downloadMeeting(row.instant, title ?? 'Meeting', times));
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {title ? <span className="font-semibold text-foreground">{title}</span> : 'The meeting'}, one hour from {formatTime(row.hour * 60)} in{' '}
        {names[0]}:
      </p>
      <p className="text-xl font-bold text-primary">{times}</p>
      {!row.suitsEveryone && (
        <p className="text-sm">
          Outside working hours in: {row.cells.flatMap((c, i) => (c.working ? [] : [`${names[i]}${c.weekend ? ' (weekend)' : ''}`])).join(', ')}.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <CopyButton text={() => text} toast={['Meeting copied!', 'Paste it into an invitation or a message.']}>
          Copy text
        </CopyButton>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          Add to calendar (.ics)
        </Button>
      </div>
    </div>
  );
}

/** What the result says of a chosen hour that the first place's clocks skip on that date. */
export function MissingHour({ hour, date, place }: { hour: number; date: IsoDate; place: string }) {
  return (
    <p>
      <strong>{formatTime(hour * 60)} does not exist</strong> in {place} on {formatLong(date)}: the clocks skip that hour. Choose another hour
      in the table.
    </p>
  );
}

/** The day's clock changes, named. */
export function ClockChanges({ changes, names }: { changes: readonly PlaceChange[]; names: readonly string[] }) {
  return (
    <div className="rounded-lg border border-warning-foreground/40 p-3 text-sm">
      <p className="font-semibold">Clock changes on this day</p>
      <ul className="mt-1 list-disc pl-5">
        {changes.map((change) => (
          <li key={`${change.place}-${change.instant}`}>
            {names[change.place]}: {changeText(change)} on {formatLong(change.date)} (
            {formatOffset(change.offsetBefore)} to {formatOffset(change.offsetAfter)}).
          </li>
        ))}
      </ul>
    </div>
  );
}
