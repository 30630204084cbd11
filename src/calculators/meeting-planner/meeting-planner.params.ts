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

export const meetingParams = {
  /** Absent: the visitor's zone, London and Tokyo. */
  places: createParser(placeList(2)),
  /** Absent: today. */
  date: parseAsCivilDate,
  /** An hour of the first place's clock on that date (its first occurrence). */
  hour: parseAsIntegerIn(0, 23),
  work: createParser({ ...workHours, serialize: ({ start, end }: WorkHours) => `${start}-${end}` }),
};

export const serializeMeeting = serializer(meetingParams);

export const WORK_MESSAGE = 'Enter working hours as two whole hours with a dash, such as 9-17 (the end after the start, at most 24).';
