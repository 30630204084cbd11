import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createParser, createSerializer, parseAsStringLiteral } from 'nuqs';
import { canonicalizer, readSearch, renderSearch, writeSearch } from '@/kit/url/canonical';
import { civilDate, listOf, oneOf, textWhere, weekendDays, withDefault } from '@/kit/url/parsers';

/** Keys and values as links hold them: any text, with the characters a query string treats specially. */
const text = fc.string({ unit: fc.constantFrom(...'aZ09 -_.~!$()*,/:;=?@[]^{|}`\'"<>#&+%\\\t\n\u007f\u00e9🎉'), maxLength: 12 });
const entries = fc.array(fc.tuple(text, text), { maxLength: 6 });
/** Keys without `%`, which nuqs leaves unescaped in a key (see `renderSearch`). */
const nuqsEntries = fc.array(fc.tuple(text.filter((key) => !key.includes('%')), text), { maxLength: 6 });

const parsers = {
  date: civilDate,
  list: listOf(oneOf(['a', 'b', 'c']), 3),
  weekend: withDefault(weekendDays, [6, 0]),
  kind: withDefault(oneOf(['one', 'two']), 'one'),
  note: textWhere((note) => note.trim() !== ''),
};

describe('renderSearch', () => {
  it('writes a query string exactly as nuqs writes one, so canonical links and nuqs’s own writes agree (property)', () => {
    fc.assert(
      fc.property(nuqsEntries, (list) => {
        const params = new URLSearchParams(list);
        expect(renderSearch(params)).toBe(createSerializer({})(params));
      }),
    );
  });

  it('reads back as the same keys and values, with spaces as + or %20 (property)', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const params = new URLSearchParams(list);
        expect([...new URLSearchParams(renderSearch(params))]).toEqual([...params]);
        expect([...new URLSearchParams(renderSearch(params, '%20'))]).toEqual([...params]);
      }),
    );
  });

  it('keeps `:`, `,` and `/` readable and escapes what would break a value', () => {
    const params = new URLSearchParams([['task', '10c:Build & test'], ['weekend', 'sat,sun'], ['zone', 'America/New_York'], ['q', '50% #1 "a+b"']]);
    expect(renderSearch(params)).toBe('?task=10c:Build+%26+test&weekend=sat,sun&zone=America/New_York&q=50%25+%231+%22a%2Bb%22');
    expect(renderSearch(params, '%20')).toBe('?task=10c:Build%20%26%20test&weekend=sat,sun&zone=America/New_York&q=50%25%20%231%20%22a%2Bb%22');
    expect(renderSearch(new URLSearchParams())).toBe('');
  });
});

describe('readSearch', () => {
  it('takes each key’s first valid value; absent or invalid, its default or null', () => {
    expect(readSearch(new URLSearchParams('date=2026-02-28&date=2026-03-01&list=b&list=x&list=a&weekend=fri,sat&kind=two&note=hi'), parsers)).toEqual({
      date: '2026-02-28',
      list: ['b', 'a'],
      weekend: [5, 6],
      kind: 'two',
      note: 'hi',
    });
    expect(readSearch(new URLSearchParams('date=2026-02-30&list=<script>&weekend=sat,sat&kind=three&note=%20'), parsers)).toEqual({
      date: null,
      list: [],
      weekend: [6, 0],
      kind: 'one',
      note: null,
    });
  });

  it('keeps the first `max` valid values of a list', () => {
    expect(readSearch(new URLSearchParams('list=a&list=b&list=z&list=c&list=a'), parsers).list).toEqual(['a', 'b', 'c']);
  });
});

describe('writeSearch', () => {
  it('leaves out null and default values and writes a list one value per entry', () => {
    expect(writeSearch(parsers, { date: '2026-03-02' as never, list: ['c', 'a'], weekend: [0, 6], kind: 'one', note: null })).toBe('?date=2026-03-02&list=c&list=a');
    expect(writeSearch(parsers, { date: null, list: [], weekend: [5, 6], kind: 'two', note: 'a b' }, [], '%20')).toBe('?weekend=fri,sat&kind=two&note=a%20b');
  });

  it('writes each key where it stood in `base`, a new one at the end, and keeps other keys (as nuqs’s serializer does)', () => {
    const base = new URLSearchParams('utm=x&kind=one&list=a&ref=y&list=b&date=2020-01-01');
    const values = { date: null, list: ['c'], weekend: [5, 6], kind: 'two', note: null } as const;
    expect(writeSearch(parsers, values as never, base)).toBe('?utm=x&kind=two&list=c&ref=y&weekend=fri,sat');
    const nuqsParsers = {
      date: createParser(civilDate),
      weekend: createParser(weekendDays).withDefault([6, 0]),
      kind: parseAsStringLiteral(['one', 'two']).withDefault('one'),
    };
    expect(writeSearch(nuqsParsers, { date: null, weekend: [5, 6], kind: 'two' } as never, base)).toBe(
      createSerializer(nuqsParsers)(base, { date: null, weekend: [5, 6], kind: 'two' }),
    );
  });
});

describe('canonicalizer', () => {
  const canonical = canonicalizer(parsers, (params) => {
    // A form shape: a checkbox's `on` is the key's `two`.
    if (params.get('kind') === 'on') params.set('kind', 'two');
  });

  it('drops invalid and default values, keeps keys outside the contract, and applies the form shape first', () => {
    expect(canonical('?utm=1&date=2026-13-01&kind=on&weekend=sun,sat&list=b&list=zz&note=x')).toBe('?utm=1&kind=two&list=b&note=x');
    expect(canonical('date=2026-03-02&kind=one&weekend=sat,sun')).toBe('?date=2026-03-02');
    expect(canonical('')).toBe('');
  });

  it('is stable, and its address reads as the same values as the input (property)', () => {
    const keys = fc.constantFrom('date', 'list', 'weekend', 'kind', 'note', 'utm');
    const values = fc.oneof(text, fc.constantFrom('2026-03-02', 'a', 'b', 'fri,sat', 'sat,sun', 'two', 'one', 'on'));
    fc.assert(
      fc.property(fc.array(fc.tuple(keys, values), { maxLength: 8 }), (list) => {
        const search = `?${new URLSearchParams(list)}`;
        const once = canonical(search);
        expect(canonical(once)).toBe(once);
        const shaped = new URLSearchParams(search);
        if (shaped.get('kind') === 'on') shaped.set('kind', 'two');
        expect(readSearch(new URLSearchParams(once), parsers)).toEqual(readSearch(shaped, parsers));
      }),
    );
  });
});
