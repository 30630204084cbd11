import { describe, expect, it } from 'vitest';
import { defineModes } from '@/kit/url-state/modes';
import { parseAsBoolean, parseAsCivilDate, parseAsIntegerIn } from '@/kit/url-state/parsers';
import type { IsoDate } from '@/lib/date/core/civil-date';

const days = parseAsIntegerIn(1, 100).withDefault(10);
const modes = defineModes(
  'mode',
  {
    add: { label: 'Add', keys: { days, from: parseAsCivilDate } },
    count: { label: 'Count', keys: { from: parseAsCivilDate, to: parseAsCivilDate, both: parseAsBoolean.withDefault(true) } },
    single: { label: 'One date', keys: { date: parseAsCivilDate } },
  },
  { strict: parseAsBoolean.withDefault(false) },
);

const every = 'days=5&from=2025-01-01&to=2025-02-01&both=false&date=2025-03-03&strict=true&utm_source=x';

describe('defineModes', () => {
  it('reads every mode’s keys, the shared ones and the mode, the first mode by default', () => {
    expect(Object.keys(modes.parsers)).toEqual(['mode', 'days', 'from', 'to', 'both', 'date', 'strict']);
    expect(modes.parsers.mode.defaultValue).toBe('add');
    expect(modes.tabs).toEqual([
      { value: 'add', label: 'Add' },
      { value: 'count', label: 'Count' },
      { value: 'single', label: 'One date' },
    ]);
  });

  it('the canonical address keeps the chosen mode’s keys, the shared keys and keys outside the contract only', () => {
    const canonical = modes.canonicalizer();
    expect(canonical(every)).toBe('?days=5&from=2025-01-01&strict=true&utm_source=x');
    expect(canonical(`mode=add&${every}`)).toBe('?days=5&from=2025-01-01&strict=true&utm_source=x');
    expect(canonical(`mode=count&${every}`)).toBe('?mode=count&from=2025-01-01&to=2025-02-01&both=false&strict=true&utm_source=x');
    expect(canonical(`mode=single&${every}`)).toBe('?mode=single&date=2025-03-03&strict=true&utm_source=x');
  });

  it('an unknown mode, or one named after an object property, opens the first mode', () => {
    const canonical = modes.canonicalizer();
    expect(canonical(`mode=constructor&${every}`)).toBe('?days=5&from=2025-01-01&strict=true&utm_source=x');
    expect(canonical(`mode=hasOwnProperty&date=2025-03-03`)).toBe('');
  });

  it('runs the page’s form shape first, so a form-only shape can name the mode', () => {
    const canonical = modes.canonicalizer((params) => {
      if (params.get('preset') === 'one') params.set('mode', 'single');
      params.delete('preset');
    });
    expect(canonical(`preset=one&${every}`)).toBe('?date=2025-03-03&strict=true&utm_source=x&mode=single');
  });

  it('switching modes removes the keys of the others and keeps the shared and common ones', () => {
    expect(modes.open('single')).toEqual({ mode: 'single', days: null, from: null, to: null, both: null });
    expect(modes.open('count')).toEqual({ mode: 'count', days: null, date: null });
  });

  it('a submit writes the chosen mode’s keys only', () => {
    const date = (text: string) => text as IsoDate;
    const values = { mode: 'count' as const, days: 5, from: date('2025-01-01'), to: date('2025-02-01'), both: false, date: date('2025-03-03'), strict: true };
    expect(modes.search(values)).toBe('?mode=count&from=2025-01-01&to=2025-02-01&both=false&strict=true');
    expect(modes.search({ ...values, mode: 'add' as const })).toBe('?days=5&from=2025-01-01&strict=true');
  });

  it('refuses two modes reading one key with different parsers', () => {
    expect(() =>
      defineModes('tab', {
        a: { label: 'A', keys: { days } },
        b: { label: 'B', keys: { days: parseAsIntegerIn(0, 100).withDefault(0) } },
      }),
    ).toThrow('days: one parser in every mode');
  });
});
