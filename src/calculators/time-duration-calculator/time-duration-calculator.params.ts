/** The URL contract of /time-duration-calculator: two 24-hour times. */
import { addMinutesToTime } from '@/lib/date/time-duration';
import { parseAsTime } from '@/kit/url-state/parsers';
import { serializer } from '@/kit/url/canonical';

export const timeDurationParams = {
  start: parseAsTime,
  end: parseAsTime,
};

export const serializeTimeDuration = serializer(timeDurationParams);

/** The shortcut buttons: minutes added to the start time to give the end time. */
export const SHORTCUT_MINUTES = [30, 60, 120, 480] as const;

/**
 * The form's shape of a shortcut: the button submits `plus=<minutes>` with the fields, and the
 * end time becomes the start time plus those minutes (past midnight it wraps to the next day).
 */
export function shortcutFormShape(params: URLSearchParams): void {
  const plus = Number(params.get('plus'));
  params.delete('plus');
  const start = parseAsTime.parse(params.get('start') ?? '');
  if (!SHORTCUT_MINUTES.includes(plus as (typeof SHORTCUT_MINUTES)[number]) || start === null) return;
  const end = addMinutesToTime(start, plus);
  if (end) params.set('end', end);
}
