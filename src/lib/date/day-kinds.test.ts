/**
 * One test per kind of day the holiday data has: a day of the kind is worked in a business-day
 * count unless the visitor asks for the kind (the `bank` and `half` flags, or `kinds`), it is then
 * a day off, and the country's table lists it with its kind. Public holidays are days off in
 * every count (holiday-lists.test.ts checks them against the countries' published lists, with the
 * bank, half, optional, government, school, Catholic and workday kinds).
 */
import { describe, expect, it } from 'vitest';
import countries from '@/data/holidays/countries.json';
import type { IsoDate } from './core/civil-date';
import { countBusinessDays, loadHolidayCalendar } from './business-days';
import { DAY_KINDS } from './day-kinds';
import { holidayRows } from './holiday-table';
import { loadCountryHolidays } from './place-data';
import { loadCountryMore } from './place-more';
import type { CountryHolidays, DayKind, PlaceDay } from './place-holidays';
import { workCalendar } from './work-calendar';

const CODES = (countries.countries as [string, string, number][]).map(([code]) => code).filter((code) => code !== 'us');

/** Every country's days of 2015–2030 (nationwide), with its main and more/ data. */
async function countryDays(): Promise<{ code: string; main: CountryHolidays; more: CountryHolidays | null; days: PlaceDay[] }[]> {
  const out = [];
  for (const code of CODES) {
    const main = (await loadCountryHolidays(code))!;
    const more = main.moreKinds.length > 0 ? await loadCountryMore(code) : null;
    const days: PlaceDay[] = [];
    for (let year = 2015; year <= 2030; year++) days.push(...(main.daysOfYear(null, year) ?? []), ...(more?.daysOfYear(null, year) ?? []));
    out.push({ code, main, more, days });
  }
  return out;
}

const all = await countryDays();
const kindsInData = [...new Set(all.flatMap((c) => c.days.map((d) => d.type)))].sort();

describe('the kinds of day', () => {
  it('are all known to the site (DAY_KINDS); nationwide, the data has every one but two a region’s only', () => {
    expect(kindsInData.filter((kind) => !(DAY_KINDS as readonly string[]).includes(kind))).toEqual([]);
    // India's optional days for women are Himachal Pradesh's (Karwa Chouth, Raksha Bandhan, Bhai
    // Duj); python-holidays 0.105 has no restricted-settlement days in any country.
    expect(DAY_KINDS.filter((kind) => !kindsInData.includes(kind))).toEqual(['optional_women', 'restricted_settlement']);
  });

  for (const kind of kindsInData.filter((k) => k !== 'public') as DayKind[]) {
    it(`kind \`${kind}\`: worked unless asked for, then a day off, and listed with its kind`, async () => {
      // The first country (by name) with a day of the kind that is no public holiday there.
      const found = all
        .map(({ code, main, more, days }) => {
          const publicDates = new Set(days.filter((d) => d.type === 'public').map((d) => d.date));
          return { code, main, more, day: days.find((d) => d.type === kind && !publicDates.has(d.date) && !d.substitute) };
        })
        .find((c) => c.day);
      expect(found?.day, kind).toBeDefined();
      const { code, main, more, day } = found as { code: string; main: CountryHolidays; more: CountryHolidays | null; day: PlaceDay };
      expect(await loadHolidayCalendar(code)).toBe(true);
      // No weekend: the count is of the day itself.
      const plain = workCalendar([], code);
      const asked = kind === 'bank' ? { ...plain, bank: true } : kind === 'half' ? { ...plain, half: true } : { ...plain, kinds: [kind] };
      const count = (calendar: typeof plain) => countBusinessDays(day.date as IsoDate, day.date as IsoDate, calendar, true);
      expect(count(plain), `${code} ${day.date} ${day.name}`).toBe(1);
      expect(count(asked), `${code} ${day.date} ${day.name}, ${kind} asked for`).toBe(0);
      const rows = holidayRows({ main, ...(more ? { more } : {}) }, null, Number(day.date.slice(0, 4)), [kind]) ?? [];
      expect(rows.some((r) => r.type === kind && r.date <= day.date && r.last >= day.date), `${code} ${day.date}`).toBe(true);
    });
  }
});
