import { describe, expect, it } from 'vitest';
import { builtPages } from '@/registry/pages';
import { HOLIDAY_COUNTRIES } from '@/special-days/country-holidays/countries';
import { members as countryPages } from '@/special-days/country-holidays/country-holidays.family';
import { englishNames, ownNames } from '@/pages/search/country-names';
import { siteEntries, siteIndexes } from '@/pages/search/search-index';
import type { SearchIndex } from '@/pages/search/search-match';
import { MAX_RESULTS, searchSite } from '@/pages/search/search-match';

/** The whole index: the last one `siteIndexes` yields. */
async function wholeIndex(): Promise<SearchIndex> {
  const indexes: SearchIndex[] = [];
  for await (const index of siteIndexes(builtPages)) indexes.push(index);
  return indexes.at(-1)!;
}

const index = await wholeIndex();
const first = (query: string) => searchSite(index, query).results[0]?.path;
const country = (code: string) => HOLIDAY_COUNTRIES.find((c) => c.code === code)!;

describe('the site’s search index', () => {
  it('holds every built page once, one page per country and one per region, never a family’s pattern', async () => {
    const paths = (await siteEntries(builtPages)).map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of builtPages.filter((p) => !p.path.includes(':'))) expect(paths, page.path).toContain(page.path);
    // Every member of the country pages' family (its declaration), and no other country page.
    for (const { meta } of countryPages) expect(paths, meta.path).toContain(meta.path);
    expect(paths.filter((path) => /^\/holidays\/[^/?]+$/.test(path))).toHaveLength(countryPages.length);
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    const regions = HOLIDAY_COUNTRIES.reduce((sum, c) => sum + c.regionCount, 0);
    expect(paths).toHaveLength(builtPages.filter((p) => !p.path.includes(':')).length + HOLIDAY_COUNTRIES.length + regions);
    expect(paths).toContain('/holidays/germany?region=by');
  });

  it('titles a country’s result “Public Holidays in <name>”, with the other name it matched and its code', () => {
    const [germany] = searchSite(index, 'deutschland').results;
    expect(germany).toEqual({ path: country('de').path, label: 'Public Holidays in Germany', detail: 'Deutschland · DE' });
    expect(searchSite(index, 'germany').results[0]!.detail).toBe('DE');
    expect(searchSite(index, 'de').results[0]!.detail).toBe('DE');
    expect(searchSite(index, 'uk').results[0]!.detail).toBe('UK · GB');
  });

  it('“uk” finds the United Kingdom first, before Ukraine', () => {
    expect(first('uk')).toBe(country('gb').path);
    expect(searchSite(index, 'uk').results.map((r) => r.path)).toContain(country('ua').path);
    for (const query of ['Britain', 'great britain', 'England', 'scotland', 'wales', 'gb', 'united kingdom']) expect(first(query), query).toBe(country('gb').path);
  });

  it('finds countries by their own names and common English ones', () => {
    expect(first('deutschland')).toBe(country('de').path);
    expect(first('Österreich')).toBe(country('at').path);
    expect(first('osterreich')).toBe(country('at').path);
    expect(first('schweiz')).toBe(country('ch').path);
    expect(first('suisse')).toBe(country('ch').path);
    expect(first('españa')).toBe(country('es').path);
    expect(first('nihon')).toBe(country('jp').path);
    expect(first('日本')).toBe(country('jp').path);
    expect(first('holland')).toBe(country('nl').path);
    expect(first('usa')).toBe(country('us').path);
    expect(first('america')).toBe(country('us').path);
    expect(first('swaziland')).toBe(country('sz').path);
    expect(first('turkey')).toBe(country('tr').path);
    expect(first('czech republic')).toBe(country('cz').path);
    expect(first('ivory coast')).toBe(country('ci').path);
    expect(first('south korea')).toBe(country('kr').path);
    expect(first('korea')).toBe(country('kr').path);
    expect(first('saint lucia')).toBe(country('lc').path);
  });

  it('“cote” finds Côte d’Ivoire, accents and apostrophes optional', () => {
    for (const query of ['cote', 'côte d’ivoire', "cote d'ivoire", 'cote divoire']) expect(first(query), query).toBe(country('ci').path);
  });

  it('finds pages by their label, title and keywords', () => {
    expect(first('business')).toBe('/business-days-calculator');
    expect(first('business days')).toBe('/business-days-calculator');
    expect(first('networkdays')).toBeDefined();
    expect(first('leap')).toBe('/leap-year-checker');
    expect(first('halloween')).toBe('/countdown/halloween');
    expect(first('iso week')).toBe('/week-number');
  });

  it('finds nothing for nonsense or markup, and lists at most the limit', () => {
    expect(searchSite(index, 'zzqxv').results).toEqual([]);
    expect(searchSite(index, '<img src=x onerror=alert(1)>').results).toEqual([]);
    expect(searchSite(index, '<script>alert(1)</script>').results).toEqual([]);
    const holidays = searchSite(index, 'holidays');
    expect(holidays.results).toHaveLength(MAX_RESULTS);
    expect(holidays.total).toBeGreaterThan(HOLIDAY_COUNTRIES.length);
  });
});

describe('what visitors search for', () => {
  const results = (query: string) => searchSite(index, query).results;
  const paths = (query: string) => searchSite(index, query, 300).results.map((r) => r.path);

  it('“bank holidays” and “public holidays” lead to the holiday pages', () => {
    for (const query of ['bank holidays', 'public holidays', 'holidays by country']) expect(first(query), query).toBe('/holidays');
  });

  it('a country with a holiday phrase leads to its page first', () => {
    expect(first('uk bank holidays')).toBe('/holidays/united-kingdom');
    expect(first('germany bank holidays')).toBe('/holidays/germany');
    expect(first('bank holidays germany 2027')).toBe('/holidays/germany');
    expect(first('public holidays in india')).toBe('/holidays/india');
    expect(first('feiertage deutschland')).toBe('/holidays/germany');
    expect(first('bavaria public holidays')).toBe('/holidays/germany?region=by');
  });

  it('“business days germany” leads to the business days calculator with Germany’s holidays', () => {
    expect(results('business days germany')[0]).toEqual({
      path: '/business-days-calculator?holidays=de',
      label: 'Business Days in Germany',
      detail: 'The business days calculator with the public holidays of Germany',
    });
    expect(first('working days in bavaria')).toBe('/business-days-calculator?holidays=de-by');
    expect(first('business days uk')).toBe('/business-days-calculator?holidays=gb');
    // Without a place, the calculator itself.
    expect(first('business days')).toBe('/business-days-calculator');
  });

  it('finds regions by the data’s name and by their English name from CLDR', () => {
    expect(results('bayern')[0]).toEqual({ path: '/holidays/germany?region=by', label: 'Public Holidays in Bayern, Germany', detail: 'DE-BY' });
    expect(results('bavaria')[0]).toEqual({ path: '/holidays/germany?region=by', label: 'Public Holidays in Bayern, Germany', detail: 'Bavaria · DE-BY' });
    expect(first('karnataka')).toBe('/holidays/india?region=ka');
    expect(first('saxony')).toBe('/holidays/germany?region=sn');
    expect(first('california')).toBe('/holidays/united-states?region=ca');
    expect(first('scotland')).toBe(country('gb').path);
  });

  it('finds the countries that have a holiday by its name, and says which holiday', () => {
    const eid = results('eid');
    expect(eid.length).toBe(MAX_RESULTS);
    expect(searchSite(index, 'eid').total).toBeGreaterThan(50);
    expect(paths('eid al fitr')).toContain('/holidays/saudi-arabia');
    expect(searchSite(index, 'eid al adha', 300).results.find((r) => r.path === '/holidays/ghana')?.detail).toBe('Eid-ul-Adha (Eid al-Adha) · GH');
    const diwali = paths('diwali');
    for (const path of ['/holidays/india', '/holidays/fiji', '/holidays/singapore', '/holidays/malaysia', '/holidays/trinidad-and-tobago', '/holidays/guyana']) expect(diwali, path).toContain(path);
    expect(searchSite(index, 'diwali', 300).results.find((r) => r.path === '/holidays/india')?.detail).toBe('Diwali (Bali Pratipada), Diwali (Deepavali) · IN');
    expect(first('deepavali')).toBe('/holidays/india');
    const carnival = paths('carnival');
    for (const path of ['/holidays/brazil', '/holidays/ecuador', '/holidays/venezuela', '/holidays/dominica']) expect(carnival, path).toContain(path);
    expect(results('carnival brazil')[0]).toEqual({ path: '/holidays/brazil', label: 'Public Holidays in Brazil', detail: 'Carnival · BR' });
    // A name a country alone uses, or nearly every country, is not in the index.
    expect(paths('karnataka formation')).toEqual([]);
  });

  it('“uk” is the United Kingdom, whose page /holidays/uk also serves', () => {
    expect(first('uk')).toBe('/holidays/united-kingdom');
  });
});

describe('a country’s other names', () => {
  it('gives its own names and its English alternatives, never its English name', () => {
    expect(ownNames('de', 'Germany')).toEqual(['Deutschland']);
    expect(englishNames('de', 'Germany')).toEqual([]);
    expect(englishNames('gb', 'United Kingdom')).toEqual(expect.arrayContaining(['UK', 'Britain', 'Great Britain', 'England']));
    expect(ownNames('be', 'Belgium')).toEqual(expect.arrayContaining(['België', 'Belgique', 'Belgien']));
    expect(ownNames('ch', 'Switzerland')).toEqual(expect.arrayContaining(['Schweiz', 'Suisse', 'Svizzera']));
    expect(englishNames('kn', 'St. Kitts & Nevis')).toContain('Saint Kitts & Nevis');
    expect(ownNames('us', 'United States')).toEqual([]);
    for (const c of HOLIDAY_COUNTRIES) for (const name of [...ownNames(c.code, c.name), ...englishNames(c.code, c.name)]) expect(name, c.code).not.toBe(c.name);
  });

  it('asks for the likeliest language of each country, as the browser’s likely subtags give it', () => {
    for (const { code, name } of HOLIDAY_COUNTRIES) {
      const likely = new Intl.Locale(`und-${code.toUpperCase()}`).maximize();
      const language = likely.language === 'zh' ? `zh-${likely.script}` : likely.language;
      if (language === 'en') continue;
      const own = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code.toUpperCase());
      if (own && own !== name) expect(ownNames(code, name), code).toContain(own);
    }
  });

  it('the first index has the English names only; the whole one, the own names too', async () => {
    const indexes: SearchIndex[] = [];
    for await (const each of siteIndexes(builtPages)) indexes.push(each);
    // Built already: only the whole one.
    expect(indexes).toHaveLength(1);
    expect(searchSite(indexes[0]!, 'deutschland').results[0]?.path).toBe(country('de').path);
  });
});
