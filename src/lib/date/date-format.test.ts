import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type IsoDate, MAX_DAY_NUMBER, MIN_DAY_NUMBER, fromDayNumber, isoDateParts, parseIsoDate, toDayNumber } from './core/civil-date';
import { DATE_FORMATS, DATE_FORMAT_ERRORS, formatDatePattern, parseFlexibleDate } from './date-format';

const iso = (text: string): IsoDate => {
  const d = parseIsoDate(text);
  if (d === null) throw new Error(`bad test date ${text}`);
  return d;
};

describe('DATE_FORMATS', () => {
  it('offers the spec’s ten patterns in order with examples', () => {
    expect(DATE_FORMATS.map((f) => [f.value, f.example])).toEqual([
      ['yyyy-MM-dd', '2025-03-15'],
      ['MM/dd/yyyy', '03/15/2025'],
      ['dd/MM/yyyy', '15/03/2025'],
      ['MMMM d, yyyy', 'March 15, 2025'],
      ['d MMMM yyyy', '15 March 2025'],
      ['EEEE, MMMM d, yyyy', 'Saturday, March 15, 2025'],
      ['yyyy/MM/dd', '2025/03/15'],
      ['dd-MM-yyyy', '15-03-2025'],
      ['MMM dd, yyyy', 'Mar 15, 2025'],
      ['yyyy.MM.dd', '2025.03.15'],
    ]);
    expect(new Set(DATE_FORMATS.map((f) => f.label)).size).toBe(10);
  });
});

describe('formatDatePattern', () => {
  it('agrees with date-fns format wherever the local day exists', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: toDayNumber(iso('1000-01-01')), max: MAX_DAY_NUMBER }),
        fc.constantFrom(...DATE_FORMATS.map((f) => f.value), 'd.M.yy', 'EEE d MMM', "'Day' d 'of' MMMM"),
        (n, pattern) => {
          const d = fromDayNumber(n);
          const { year, month, day } = isoDateParts(d);
          const local = new Date(year, month - 1, day, 12);
          if (local.getDate() !== day) return; // a day this zone skipped
          expect(formatDatePattern(d, pattern)).toBe(format(local, pattern));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never shifts with the time zone', () => {
    expect(formatDatePattern(iso('2011-12-30'), 'EEEE, MMMM d, yyyy')).toBe('Friday, December 30, 2011');
    expect(formatDatePattern(iso('0025-03-03'), 'yyyy-MM-dd')).toBe('0025-03-03');
  });

  it('supports quoted text and rejects unknown tokens', () => {
    expect(formatDatePattern(iso('2025-03-15'), "d 'of' MMMM, 'o''clock' ''")).toBe("15 of March, o'clock '");
    expect(() => formatDatePattern(iso('2025-03-15'), 'yyyy-MM-dd HH:mm')).toThrow(RangeError);
  });
});

describe('parseFlexibleDate', () => {
  it('accepts the documented shapes', () => {
    const inputs = [
      '2025-03-15',
      '2025/03/15',
      '2025.3.15',
      '03/15/2025',
      '3/15/2025',
      '15-03-2025',
      '15.03.2025',
      '15 March 2025',
      '15th March, 2025',
      'March 15, 2025',
      'march 15th 2025',
      'Mar 15 2025',
      'MAR. 15, 2025',
      'Saturday, March 15, 2025',
      'sat 15 mar 2025',
      '  Saturday,   March 15,   2025  ',
    ];
    for (const text of [...inputs, '15/03/2025', '3-15-2025']) {
      expect(parseFlexibleDate(text), text).toEqual({ ok: true, date: '2025-03-15' });
    }
    expect(parseFlexibleDate('Sept 1 2025')).toEqual({ ok: true, date: '2025-09-01' });
  });

  it('says "invalid" for text in no accepted shape', () => {
    for (const text of ['', 'hello', 'next friday', '15/2025', '2025-03', '12345678', 'Marchy 15, 2025', '15 Foo 2025', '2025-03-15T10:00', 'Funday, March 15, 2025', '03/15/25', 'x'.repeat(200)]) {
      expect(parseFlexibleDate(text), text).toEqual({ ok: false, error: 'invalid' });
    }
  });

  it('says "unparseable" for an accepted shape that is not a real date', () => {
    for (const text of ['2025-02-30', '2025-13-01', '02/30/2025', '31 April 2025', 'February 29, 2025', '0000-01-01', '13/13/2025', '31/04/2025', 'Monday, March 15, 2025', 'Sat 03/15/2024']) {
      expect(parseFlexibleDate(text), text).toEqual({ ok: false, error: 'unparseable' });
    }
  });

  it('reads an ambiguous numeric date in the usual order for its separator and offers the other', () => {
    expect(parseFlexibleDate('03/04/2025')).toEqual({
      ok: true,
      date: '2025-03-04',
      ambiguity: { order: 'mdy', otherOrder: 'dmy', otherDate: '2025-04-03' },
    });
    expect(parseFlexibleDate('03.04.2025')).toEqual({
      ok: true,
      date: '2025-04-03',
      ambiguity: { order: 'dmy', otherOrder: 'mdy', otherDate: '2025-03-04' },
    });
    expect(parseFlexibleDate('03/04/2025', 'dmy')).toMatchObject({ date: '2025-04-03', ambiguity: { otherDate: '2025-03-04' } });
    expect(parseFlexibleDate('04/04/2025')).toEqual({ ok: true, date: '2025-04-04' });
    expect(parseFlexibleDate('2025/03/04', 'dmy')).toEqual({ ok: true, date: '2025-03-04' });
  });

  it('drops a reading whose weekday does not match, which settles the ambiguity', () => {
    // March 4, 2025 is a Tuesday; April 3, 2025 a Thursday.
    expect(parseFlexibleDate('Thursday 03/04/2025')).toEqual({ ok: true, date: '2025-04-03' });
    expect(parseFlexibleDate('Tue, 03/04/2025', 'dmy')).toEqual({ ok: true, date: '2025-03-04' });
  });

  it('maps each error to its own spec message', () => {
    expect(DATE_FORMAT_ERRORS.invalid).toBe('Invalid date format');
    expect(DATE_FORMAT_ERRORS.unparseable).toBe('Unable to parse date. Please check format and try again.');
  });

  it('round-trips every output format, read in the order it was written', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_DAY_NUMBER, max: MAX_DAY_NUMBER }).map(fromDayNumber),
        fc.constantFrom(...DATE_FORMATS.map((f) => f.value)),
        (d, pattern) => {
          const order = pattern.startsWith('dd') ? 'dmy' : 'mdy';
          expect(parseFlexibleDate(formatDatePattern(d, pattern), order)).toMatchObject({ ok: true, date: d });
        },
      ),
      { numRuns: 500 },
    );
  });
});
