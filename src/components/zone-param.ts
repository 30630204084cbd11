/**
 * The `zone` keys of the URL contract: an IANA zone id (any letter case) or a quick-pick label
 * (`EST`), written as the IANA id. A plain parser (no nuqs) for every page with a zone field;
 * it lives outside the kits because it needs the zone engine, which only these pages load.
 */
import { resolveZone } from '@/lib/date/time-zones';
import { asText } from '@/kit/url/parsers';

/** What a page says when a link's zone was left out (see `RefusedLinkNotes`). */
export const UNKNOWN_ZONE_NOTE = 'The link’s time zone is not one this browser knows, so your own zone is used.';

export const zoneId = asText((value) => (value.length <= 64 ? resolveZone(value) : null));
