import { icsUtcDateTime } from '@/lib/date/icalendar';
import { timedEventIcs } from '@/lib/date/icalendar-timed';
import { downloadText } from '@/kit/calculator/download';

/**
 * Downloads the chosen meeting, the hour from `instant` titled `title`, as a calendar file. A
 * module of its own, loaded when the visitor asks for the file, not with the page.
 */
export function downloadMeeting(instant: number, title: string, description: string): void {
  const stamp = icsUtcDateTime(new Date(instant));
  downloadText(
    `meeting-${stamp}.ics`,
    timedEventIcs({ uid: `meeting-${stamp}@datewise`, title, start: instant, description, dtstamp: new Date() }),
    'text/calendar;charset=utf-8',
  );
}
