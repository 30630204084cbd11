import { describe, expect, it } from 'vitest';
import countries from '@/data/holidays/countries.json';
import { type IsoDate, fromDayNumber, toDayNumber } from './core/civil-date';
import { holidayRows } from './holiday-table';
import { hasFeastDay, islamicFeastDay } from './islamic-feast';
import { loadCountryHolidays } from './place-data';

const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
/** A date's month/day in the Umm al-Qura calendar: `10/1` for 1 Shawwal. */
const hijriOf = (date: IsoDate) => {
  const parts = hijri.formatToParts(new Date(`${date}T12:00:00Z`));
  return `${parts.find((p) => p.type === 'month')?.value}/${parts.find((p) => p.type === 'day')?.value}`;
};
/** Whether `date`, or a day beside it (a country's own sighting of the moon), is the Umm al-Qura date `target`. */
const near = (date: IsoDate, target: string) => [-1, 0, 1].some((d) => hijriOf(fromDayNumber(toDayNumber(date) + d)) === target);
const FEAST: Record<string, string> = { 'Eid al-Fitr': '10/1', 'Eid al-Adha': '12/10', Ashura: '1/10' };

describe('the feast itself in an Islamic holiday of several days', () => {
  it('is Eid al-Adha’s first day in Egypt 2026 (Wednesday, May 27) and the second of Ashura’s two in Pakistan 2025 (Sunday, July 6)', async () => {
    const eg = (await loadCountryHolidays('eg'))!;
    const adha = holidayRows({ main: eg }, null, 2026, ['public'])!.find((r) => r.name === 'Eid al-Adha' && r.days > 1)!;
    expect([adha.date, adha.days, islamicFeastDay(adha, 'eg')]).toEqual(['2026-05-27', 3, '2026-05-27']);
    const pk = (await loadCountryHolidays('pk'))!;
    const ashura = holidayRows({ main: pk }, null, 2025, ['public'])!.find((r) => r.name === 'Ashura')!;
    expect([ashura.date, ashura.days, islamicFeastDay(ashura, 'pk')]).toEqual(['2025-07-05', 2, '2025-07-06']);
  });

  it('says nothing of a one-day row, a day off in lieu, or a holiday that is not one of the feasts', () => {
    const iso = (date: string) => date as IsoDate;
    const row = { name: 'Eid al-Adha', date: iso('2026-05-27'), last: iso('2026-05-29'), days: 3, substitute: false };
    expect(islamicFeastDay({ ...row, last: row.date, days: 1 }, 'eg')).toBeNull();
    expect(islamicFeastDay({ ...row, substitute: true }, 'eg')).toBeNull();
    expect(islamicFeastDay({ ...row, name: 'Eid al-Adha Holiday' }, 'eg')).toBeNull();
    // 11–13 Dhu al-Hijjah 1447: the first day is not the feast, by any sighting.
    expect(islamicFeastDay({ ...row, date: iso('2026-05-29'), last: iso('2026-05-31') }, 'eg')).toBeNull();
    // Oman's Eid al-Fitr holiday of 2026 begins on 29 Ramadan (March 18).
    expect(hasFeastDay({ name: 'Eid al-Fitr', days: 5, substitute: false }, 'om')).toBe(false);
  });

  it('names the feast in nearly every row of the feasts in 2000–2035, every country', async () => {
    let rows = 0;
    let named = 0;
    for (const [code] of countries.countries as [string, string, number][]) {
      const main = code === 'us' ? null : await loadCountryHolidays(code);
      if (!main) continue;
      const { from, to } = main.yearsOf(null);
      for (let year = Math.max(from, 2000); year <= Math.min(to, 2035); year++) {
        for (const row of holidayRows({ main }, null, year, ['public']) ?? []) {
          if (!hasFeastDay(row, code)) continue;
          rows += 1;
          const feast = islamicFeastDay(row, code);
          if (!feast) continue;
          named += 1;
          expect(near(feast, FEAST[row.name]!), `${code} ${row.name} ${feast}`).toBe(true);
        }
      }
    }
    expect(rows).toBeGreaterThan(1000);
    // The rest are rows that begin with an eve of the same name (a few estimated years).
    expect(named / rows).toBeGreaterThan(0.98);
  }, 60_000);
});
