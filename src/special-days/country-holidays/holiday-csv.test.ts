import { describe, expect, it } from 'vitest';
import cn from '@/data/holidays/cn.json';
import de from '@/data/holidays/de.json';
import is from '@/data/holidays/is.json';
import { holidayRows } from '@/lib/date/holiday-table';
import { decodeCountry } from '@/lib/date/place-holidays';
import { holidayCsv } from '@/special-days/country-holidays/holiday-csv';
import { whereLabel } from '@/special-days/country-holidays/list-text';

const csvOf = (data: unknown, region: string | null, year: number, types: ('public' | 'bank' | 'half')[]) => {
  const main = decodeCountry(data);
  const where = (row: Parameters<typeof whereLabel>[0]) => whereLabel(row, main.regionName);
  return holidayCsv(holidayRows({ main }, region, year, types)!, (row) => (row.type === 'public' ? 'Public holiday' : row.type === 'half' ? 'Half day' : 'Bank holiday'), where);
};

describe('holidayCsv', () => {
  const germany = csvOf(de, null, 2026, ['public']);
  const lines = germany.slice(1).split('\r\n');

  it('starts with a byte order mark and the header, one line per row, CRLF line ends', () => {
    expect(germany.startsWith('\uFEFFDate,Weekday,Holiday,Type,Where\r\n')).toBe(true);
    expect(germany.endsWith('\r\n')).toBe(true);
    expect(lines.filter((l) => l !== '')).toHaveLength(1 + 19);
    expect(lines[1]).toBe('2026-01-01,Thursday,New Year’s Day,Public holiday,nationwide');
  });

  it('quotes a field with commas', () => {
    expect(lines).toContain('2026-06-04,Thursday,Corpus Christi,Public holiday,"Baden-Württemberg, Bayern, Hessen, Nordrhein-Westfalen, Rheinland-Pfalz and Saarland"');
  });

  it('says a half day and the days of a holiday of several', () => {
    // Iceland's Christmas Eve is a half day from 1 pm.
    expect(csvOf(is, null, 2026, ['public', 'half'])).toContain('2026-12-24,Thursday,Christmas Eve (from 1pm) (half day),Half day,nationwide\r\n');
    expect(csvOf(cn, null, 2026, ['public'])).toContain('2026-10-01,Thursday to Saturday,"National Day (3 days, to 2026-10-03)",Public holiday,nationwide\r\n');
  });
});
