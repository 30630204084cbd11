/** The URL contract of /meeting-planner. */
import { createParser } from 'nuqs';
import { placeList } from '@/components/place-list';
import { parseAsCivilDate, parseAsIntegerIn } from '@/kit/url-state/parsers';
import { asText } from '@/kit/url/parsers';
import { serializer } from '@/kit/url/canonical';
import type { WorkHours } from '@/lib/date/meeting-planner';

/**
 * Working hours `H-H` (`9-17`): whole hours of the local clock, the start 0–23, the end 1–24,
 * the start first. The same hours apply in every place.
 */
export const workHours = asText<WorkHours>((value) => {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  if (!match) return null;
  const [start, end] = [Number(match[1]), Number(match[2])];
  return start >= 0 && end <= 24 && start < end ? { start, end } : null;
});

/** The longest meeting title. */
export const TITLE_MAX = 80;

/**
 * The meeting's title (`title`): 1–80 characters of plain text once its spaces are trimmed, with
 * no markup characters (`<`, `>`), no control characters and no bidirectional overrides (which
 * make text read other than it is). Absent: the calendar file calls it "Meeting".
 *
 * @example meetingTitle.parse(' Design review ') // 'Design review'; meetingTitle.parse('<b>x</b>') // null
 */
export const meetingTitle = asText((value) => {
  const title = value.trim();
  return title.length >= 1 && title.length <= TITLE_MAX && !/[<>\p{Cc}\u202A-\u202E\u2066-\u2069]/u.test(title) ? title : null;
});

export const meetingParams = {
  /** Absent: the visitor's zone, London and Tokyo. */
  places: createParser(placeList(2)),
  /** Absent: today. */
  date: parseAsCivilDate,
  /** An hour of the first place's clock on that date (its first occurrence). */
  hour: parseAsIntegerIn(0, 23),
  work: createParser({ ...workHours, serialize: ({ start, end }: WorkHours) => `${start}-${end}` }),
  /** Absent: "Meeting". */
  title: createParser(meetingTitle),
};

export const serializeMeeting = serializer(meetingParams);

export const WORK_MESSAGE = 'Enter working hours as two whole hours with a dash, such as 9-17 (the end after the start, at most 24).';

export const TITLE_MESSAGE = `Give the meeting a title of 1 to ${TITLE_MAX} characters without < or >, or leave it empty.`;
