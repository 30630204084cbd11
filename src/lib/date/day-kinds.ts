/** The holiday data's kinds of day, apart from its decoder: URL keys read them without loading it. */
/**
 * The kinds of day python-holidays' categories give (`half_day` is `half`). Public holidays are
 * days off for everyone; the others are days off only for some (bank staff, government offices,
 * schools, a faith, the Catholic-majority municipalities of Bavaria…) or for part of the day, and
 * a `workday` is a marked day that is worked. A country's file lists the kinds it has (`kinds`).
 */
export const DAY_KINDS = [
  'public', 'bank', 'half', 'optional', 'government', 'school', 'workday', 'catholic', 'armed_forces', 'unofficial', 'de_facto',
  'christian', 'hindu', 'islamic', 'hebrew', 'orthodox', 'protestant', 'albanian', 'armenian', 'bosnian', 'roma', 'serbian',
  'turkish', 'vlach', 'yazidi', 'sabian', 'optional_women', 'restricted_settlement',
] as const;
export type DayKind = (typeof DAY_KINDS)[number];
