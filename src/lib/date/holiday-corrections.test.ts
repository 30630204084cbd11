/**
 * The corrections to python-holidays (src/data/holiday-corrections.json, applied by
 * scripts/holiday-data.mjs): every correction in the file is checked in the written data, so a new
 * one is tested by itself, and the known ones by hand below.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import source from '@/data/holidays/source.json';
import { loadCountryHolidays } from './place-data';
import { DAY_KINDS, type PlaceDay, typographic } from './place-holidays';

interface Correction {
  id: string;
  place: string;
  source: string;
  remove?: [date: string, name: string][];
  add?: [date: string, name: string, kind: string, how?: 'observed'][];
}

const file = JSON.parse(readFileSync('src/data/holiday-corrections.json', 'utf8')) as { about: string; corrections: Correction[] };

/** The place's days of the date's year ('de-by': Bavaria), which the data must hold. */
async function daysOf(place: string, date: string): Promise<readonly PlaceDay[]> {
  const [country = '', region = null] = place.split('-');
  const data = await loadCountryHolidays(country);
  if (!data) throw new Error(`No country ${country}`);
  const days = data.daysOfYear(region, Number(date.slice(0, 4)));
  if (!days) throw new Error(`No data for ${place} in ${date.slice(0, 4)}`);
  return days;
}

/** The places a correction changes: a country's corrections reach each of its regions too. */
async function placesOf(c: Correction): Promise<string[]> {
  if (c.place.includes('-')) return [c.place];
  const data = await loadCountryHolidays(c.place);
  return [c.place, ...(data?.regions ?? []).map((r) => `${c.place}-${r}`)];
}

describe('the corrections file', () => {
  it('gives each correction an id, a place, a source and a change, and the written data lists them all', () => {
    expect(file.corrections.length).toBeGreaterThanOrEqual(2);
    expect(new Set(file.corrections.map((c) => c.id)).size).toBe(file.corrections.length);
    for (const c of file.corrections) {
      expect(c.id, c.id).toMatch(/^[a-z]{2}(-[a-z0-9]{1,3})?-[a-z0-9-]+$/);
      expect(c.place, c.id).toMatch(/^[a-z]{2}(-[a-z0-9]{1,3})?$/);
      expect(c.id.startsWith(`${c.place.split('-')[0]}-`), c.id).toBe(true);
      // A source names the announcement or law, with a link or a citation.
      expect(c.source.length, c.id).toBeGreaterThan(40);
      expect(c.source, c.id).toMatch(/https?:\/\/|Law|Act|Decree|Resolution|Gazette|No\./);
      expect((c.add?.length ?? 0) + (c.remove?.length ?? 0), c.id).toBeGreaterThan(0);
      for (const [date, name, kind, how] of c.add ?? []) {
        expect([undefined, 'observed'], c.id).toContain(how);
        expect(date, c.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(name.length, c.id).toBeGreaterThan(0);
        expect(DAY_KINDS as readonly string[], c.id).toContain(kind);
      }
    }
    expect(source).toMatchObject({ source: 'python-holidays', version: '0.105' });
    expect([...source.corrections].sort()).toEqual(file.corrections.map((c) => c.id).sort());
  });

  for (const c of file.corrections) {
    it(`${c.id}: the written data has its added days and lacks its removed ones, in ${c.place} and each of its regions`, async () => {
      for (const place of await placesOf(c)) {
        for (const [date, name, kind, how] of c.add ?? []) {
          const days = await daysOf(place, date);
          const found = days.filter((d) => d.date === date && d.name === typographic(name) && d.substitute === (how === 'observed'));
          expect(found.map((d) => d.type), `${place} ${date} ${name}`).toEqual([kind]);
          expect(found[0]?.estimated, `${place} ${date} ${name}: an announced date`).toBe(false);
        }
        for (const [date, name] of c.remove ?? []) {
          // Unless the same correction adds the name back on that date.
          if ((c.add ?? []).some(([d, n]) => d === date && n === name)) continue;
          const days = await daysOf(place, date);
          expect(days.filter((d) => d.date === date && d.name === typographic(name)), `${place} ${date} ${name}`).toEqual([]);
        }
      }
    });
  }
});

describe('the known corrections, by hand', () => {
  it('UAE: Arafat Day 2025 was Thursday, June 5 and Eid al-Adha June 6–8 (python-holidays 0.105: June 3 and 4–6)', async () => {
    // UAE Presidential Court, 27 May 2025: 1 Dhu al-Hijjah 1446 is 28 May 2025.
    const june = (await daysOf('ae', '2025-06-01')).filter((d) => d.date >= '2025-06-01' && d.date <= '2025-06-10');
    expect(june.map((d) => `${d.date} ${d.name}`)).toEqual(['2025-06-05 Day of Arafah', '2025-06-06 Eid al-Adha', '2025-06-07 Eid al-Adha Holiday', '2025-06-08 Eid al-Adha Holiday']);
    expect(june.every((d) => d.type === 'public' && !d.estimated)).toBe(true);
    expect((await daysOf('ae', '2025-06-03')).filter((d) => d.date === '2025-06-03')).toEqual([]);
  });

  it('Bangladesh: Durga Puja (Bijoya Dashami) is a general holiday, October 2, 2025 (python-holidays 0.105 has none)', async () => {
    const day = (await daysOf('bd', '2025-10-02')).filter((d) => d.date === '2025-10-02' && d.name === 'Durga Puja (Bijoya Dashami)');
    expect(day).toEqual([{ date: '2025-10-02', name: 'Durga Puja (Bijoya Dashami)', type: 'public', half: false, substitute: false, estimated: false }]);
    expect((await daysOf('bd', '2024-10-13')).some((d) => d.date === '2024-10-13' && d.name === 'Durga Puja (Bijoya Dashami)')).toBe(true);
  });

  it('Bangladesh: Buddha Purnima (May 22, 2024; May 11, 2025) and Janmashtami (August 16, 2025) are general holidays', async () => {
    for (const [date, name] of [
      ['2022-05-15', 'Buddha Purnima'],
      ['2023-05-04', 'Buddha Purnima'],
      ['2024-05-22', 'Buddha Purnima'],
      ['2025-05-11', 'Buddha Purnima'],
      ['2025-08-16', 'Janmashtami'],
    ] as const) {
      expect((await daysOf('bd', date)).filter((d) => d.date === date && d.name === name).map((d) => d.type), date).toEqual(['public']);
    }
  });

  it('Pakistan: Eid Milad-un-Nabi 2025 on Saturday, September 6 (the Cabinet Division’s notification), not the estimated September 4', async () => {
    const days = (await daysOf('pk', '2025-09-01')).filter((d) => d.name === 'Prophet’s Birthday');
    expect(days).toEqual([{ date: '2025-09-06', name: 'Prophet’s Birthday', type: 'public', half: false, substitute: false, estimated: false }]);
  });

  it('Russia 2026: January 9 and December 31 (January 3 and 4 moved by decree) are days off, March 9 and May 11 the days off for Women’s Day and Victory Day (Art. 112)', async () => {
    const days = await daysOf('ru', '2026-01-01');
    expect(days.filter((d) => d.name === 'Day off').map((d) => d.date)).toEqual(['2026-01-09', '2026-12-31']);
    const inLieu = days.filter((d) => d.substitute).map((d) => `${d.date} ${d.name}`);
    expect(inLieu).toEqual(['2026-03-09 International Women’s Day', '2026-05-11 Victory Day']);
  });

  it('Nigeria: Eid-el-Fitr 2024 off on April 9, 10 and 11 (the Federal Government’s declarations)', async () => {
    const eid = (await daysOf('ng', '2024-04-01')).filter((d) => d.name.startsWith('Eid al-Fitr')).map((d) => d.date);
    expect(eid).toEqual(['2024-04-09', '2024-04-10', '2024-04-11']);
  });

  it('Scotland: no St Andrew’s Day bank holiday in 2006, before the Act of 2007; the rest of the United Kingdom unchanged', async () => {
    expect((await daysOf('gb-sct', '2006-01-01')).filter((d) => d.name === 'Saint Andrew’s Day')).toEqual([]);
    expect((await daysOf('gb-sct', '2007-01-01')).filter((d) => d.name === 'Saint Andrew’s Day').map((d) => d.date)).toEqual(['2007-11-30']);
    expect((await daysOf('gb-sct', '2006-01-01')).map((d) => d.name)).toContain('Summer Bank Holiday');
  });
});
