import { describe, expect, it } from 'vitest';
import { fold, MAX_QUERY, searchIndex, searchSite, type SearchEntry } from '@/pages/search/search-match';

const entry = (path: string, names: string[], terms: string[] = [], text = ''): SearchEntry => ({
  path,
  label: names[0]!,
  detail: '',
  names,
  terms,
  text,
});

const index = searchIndex([
  entry('/business', ['Business Days'], ['Business Days Calculator: Skip Weekends', 'networkdays excel'], 'Count working days between two dates.'),
  entry('/weekday', ['Weekday Finder'], ['What Day of the Week Is It?'], 'Find the day of the week of any date.'),
  entry('/ua', ['Ukraine', 'Україна', 'ua']),
  entry('/gb', ['United Kingdom', 'UK', 'Britain', 'gb']),
  entry('/ci', ['Côte d’Ivoire', 'Ivory Coast', 'ci']),
  entry('/de', ['Germany', 'Deutschland', 'de']),
  entry('/ag', ['Antigua & Barbuda', 'ag']),
]);

const paths = (query: string) => searchSite(index, query).results.map((result) => result.path);

describe('fold', () => {
  it('drops case, accents and punctuation, and reads & as “and”', () => {
    expect(fold('Côte d’Ivoire')).toBe('cote d ivoire');
    expect(fold('  São Tomé & Príncipe ')).toBe('sao tome and principe');
    expect(fold('Straße, Øresund, Łódź')).toBe('strasse oresund lodz');
    expect(fold('Ελλάδα')).toBe('ελλαδα');
  });
});

describe('searchSite', () => {
  it('puts a name typed in full before names that begin with it: “uk” is the United Kingdom, then Ukraine', () => {
    expect(paths('uk')).toEqual(['/gb', '/ua']);
    expect(paths('UK')).toEqual(['/gb', '/ua']);
  });

  it('finds a country by its own name, its code and its English alternatives', () => {
    expect(paths('deutschland')).toEqual(['/de']);
    expect(paths('deutsch')).toEqual(['/de']);
    expect(paths('de')[0]).toBe('/de');
    expect(paths('ivory')).toEqual(['/ci']);
    expect(paths('україна')).toEqual(['/ua']);
  });

  it('ignores accents and apostrophes, typed or not', () => {
    for (const query of ['cote', 'Côte', 'cote d’ivoire', "cote d'ivoire", 'cote divoire', 'cote d ivoire']) expect(paths(query), query).toEqual(['/ci']);
  });

  it('reads “and” for “&”', () => {
    expect(paths('antigua and barbuda')).toEqual(['/ag']);
    expect(paths('antigua & barb')).toEqual(['/ag']);
  });

  it('matches each word at the start of a word, the name before the title and keywords before the description', () => {
    expect(paths('business')).toEqual(['/business']);
    expect(paths('bus days')).toEqual(['/business']);
    expect(paths('networkdays')).toEqual(['/business']);
    // “week” begins the weekday finder's name, and “weekends” in the business page's title.
    expect(paths('week')).toEqual(['/weekday', '/business']);
    expect(paths('finder week')).toEqual(['/weekday']);
    // Inside a word matches in names only, not in a title or description (“Count”).
    expect(paths('ount')).toEqual([]);
  });

  it('reads a plural word as its singular too', () => {
    expect(paths('businesses')).toEqual([]);
    expect(paths('finders')).toEqual(['/weekday']);
  });

  it('finds a name that contains the query, last', () => {
    expect(paths('land')).toEqual(['/de']);
  });

  it('finds nothing for an empty query, nonsense or markup, and never more than the limit', () => {
    expect(paths('')).toEqual([]);
    expect(paths('   ')).toEqual([]);
    expect(paths('qwxzv')).toEqual([]);
    expect(paths('<img src=x onerror=alert(1)>')).toEqual([]);
    expect(searchSite(index, 'a', 2).results).toHaveLength(2);
    expect(searchSite(index, 'a', 2).total).toBeGreaterThan(2);
  });

  it('reads only the first characters of a very long query', () => {
    expect(paths(`germany${' '.repeat(MAX_QUERY)}zzz`)).toEqual(['/de']);
  });
});
