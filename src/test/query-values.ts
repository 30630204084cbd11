/**
 * What the query-string fuzzers try on every page: the unit-level property test over every
 * page's parsers (src/registry/query-strings.property.test.ts) and the browser's
 * (tests/e2e/fuzz.spec.ts).
 */

/** Every key of the URL contract, the project's own new keys, and the form shapes pages accept. */
export const URL_KEYS = [
  'tab', 'days', 'dir', 'start', 'business', 'from', 'to', 'inclusive', 'workdays', 'date', 'mode', 'weekend',
  'holidays', 'birth', 'on', 'add', 'year', 'month', 'weekStart', 'view', 'time', 'format', 'order', 'occurrence',
  'swap', 'plus', 'end', 'last', 'cycle', 'period', 'name', 'emoji', 'task', 'taskName', 'taskDays', 'taskBusiness',
  'weekendPreset', 'q', 'at', 'hours', 'minutes', 'zone', 'years', 'months', 'weeks', 'bank', 'half', 'off', 'work', 'roll',
  'places', 'hour', 'fromCity', 'toCity', 'zoneCity',
] as const;

/** Markup and script that must never run or render; each sets window.pwned if it ever runs. */
export const HOSTILE_VALUES = [
  '<script>window.pwned=1</script>',
  '"><img src=x onerror="window.pwned=1">',
  "'><svg onload=window.pwned=1>",
  'javascript:window.pwned=1',
  '</title><script>window.pwned=1</script>',
  '{{constructor.constructor("window.pwned=1")()}}',
] as const;

/** Valid, boundary and malformed values of the contract's kinds (dates, numbers, lists, enums, times, zones). */
export const EDGE_VALUES = [
  '', 'today', 'tomorrow', 'custom', '2025-03-01', '2026-03-08', '0001-01-01', '9999-12-31', '10000-01-01', '2025-02-29',
  '2024-02-29', '2025-13-01', '2025-3-1', 'true', 'false', 'TRUE', 'us', 'none', 'sat,sun', 'mon,tue,wed,thu,fri,sat,sun',
  'fri,sat', '5b:Design', '0b:x', '10c:Build & test', 'b:', '0', '-1', '1', '21', '30', '3652059', '1e3', '0x10', 'NaN',
  'Infinity', '99999999999999999999999', '-0', '1.5', '12:30', '24:00', '9:05', 'America/New_York', 'EST', 'Not/AZone',
  'MM/dd/yyyy', 'party-popper', 'later', 'after', 'countdown', 'business', 'between', 'weekday', 'mdy', '%00', '\u0000',
  '\u202e', '\u202eevil', '🎉🎂',
  '2026-11-06T14:30', '0000-12-31T10:00', '10000-01-01T00:00', '2026-03-08T02:30', '2026-11-06T14:30:00',
  'de-by', 'gb', 'SA', 'zz', 'us-ca', 'de-', 'following', 'modified-preceding', 'due', '2025-01-01,2025-01-02', '2025-01-01,junk',
] as const;
