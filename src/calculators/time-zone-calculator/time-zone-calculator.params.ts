/** The URL contract of /time-zone-calculator. */
import { createParser } from 'nuqs';
import { cityName, cityNeedsZone, zoneId } from '@/components/zone-param';
import { parseAsCivilDate, parseAsStringLiteral, parseAsTime } from '@/kit/url-state/parsers';
import { serializer } from '@/kit/url/canonical';

/** An IANA zone id (any letter case) or a quick-pick label (`EST`), written as the IANA id. */
const parseAsZone = createParser(zoneId);

export const timeZoneParams = {
  date: parseAsCivilDate,
  time: parseAsTime,
  /** Absent: the visitor's own zone. A submit always writes it, so a shared link means the same zone. */
  from: parseAsZone,
  to: parseAsZone.withDefault('UTC'),
  /** The city each zone was chosen by (a label of its zone: kept only with a valid zone). */
  fromCity: createParser(cityName),
  toCity: createParser(cityName),
  /** Which of the two instants a fall-back time that occurs twice means. */
  occurrence: parseAsStringLiteral(['earlier', 'later'] as const).withDefault('earlier'),
};

export const serializeTimeZone = serializer(timeZoneParams);

/**
 * The form's shape of "Swap zones" without JavaScript: the button submits `swap=true` with
 * the fields, and `from` and `to` (with their cities) trade places. A city without its zone goes.
 */
export function swapFormShape(params: URLSearchParams): void {
  if (params.has('swap')) {
    params.delete('swap');
    const [from, to, fromCity, toCity] = ['from', 'to', 'fromCity', 'toCity'].map((key) => params.get(key) ?? '');
    params.set('from', to || 'UTC');
    params.set('to', from!);
    params.set('fromCity', toCity!);
    params.set('toCity', fromCity!);
  }
  cityNeedsZone(['from', 'fromCity'], ['to', 'toCity'])(params);
}
