#!/usr/bin/env node
// Writes src/data/search-places.json, what the site search finds a country's holiday page by besides
// its names: its regions and the holidays it shares with other countries. Run again after the
// holiday data or cldr-subdivisions-full changes (a unit test fails until then):
//   node scripts/search-data.mjs
// - regions: every region of the holiday data with the name the data gives it (`regionNames`: most
//   are the region's own name, Bayern, Sachsen), and its English name from Unicode CLDR
//   (cldr-subdivisions-full, Unicode License v3: Bavaria, Saxony) where CLDR has one for the
//   region's ISO 3166-2 code that the data's name does not already contain (Bremen is in
//   Hansestadt Bremen).
// - holidays: the English holiday names (the data's `names`, read by `holidayNamesOf` alone) that
//   at least MIN_COUNTRIES countries and at most a third of them share, a “(substitute day)” left
//   out: several countries, but not nearly all (New Year’s Day, Christmas Day or Good Friday
//   would list most of the world). The names of one holiday or festival in SAME_HOLIDAY count as
//   one name, and each is written with its common name where it does not hold it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const OUTPUT = 'src/data/search-places.json';
const HOLIDAY_DIR = 'src/data/holidays';
const SUBDIVISIONS = 'node_modules/cldr-subdivisions-full/subdivisions/en/en.json';

export const MIN_COUNTRIES = 3;

/** Names of one holiday or festival in the data's English names, its common name first. */
const SAME_HOLIDAY = [
  ['Eid al-Fitr', 'Eid-ul-Fitr'],
  ['Eid al-Adha', 'Eid-ul-Adha'],
  ['Diwali', 'Diwali (Deepavali)', 'Diwali (Bali Pratipada)', 'Diwali (South India)'],
  ['Chinese New Year', 'Chinese New Year (Spring Festival)', 'Chinese Spring Festival'],
  ['Carnival', 'Carnival Monday', 'Carnival Tuesday', 'Carnival Day', 'Last Day of Carnival', 'Carnival in Oruro'],
];
const commonName = new Map(SAME_HOLIDAY.flatMap(([common, ...others]) => [[common, common], ...others.map((other) => [other, common])]));

/**
 * The English names of a country file's holidays. The one place that reads them: the holiday
 * data's format may change, and then only this function does.
 */
export function holidayNamesOf(file) {
  return file.names;
}

/** A holiday's name without the note the data adds to a day off in lieu. */
const withoutSubstitute = (name) => name.replace(/\s*\(substitute day\)$/, '');

/** Lower case, accents and punctuation dropped: to tell whether one name contains another. */
const folded = (name) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The search's data from the country files (`{ code, regionNames, … }`, in any order) and CLDR's
 * English subdivision names (by ISO 3166-2 code without the hyphen: `deby`).
 */
export function searchPlaces(files, subdivisions) {
  const countries = [...files].sort((a, b) => (a.code < b.code ? -1 : 1));
  const regions = {};
  for (const { code, regionNames = {} } of countries) {
    const list = Object.entries(regionNames)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([region, name]) => {
        const english = subdivisions[`${code}${region}`];
        return english && !folded(name).includes(folded(english)) ? [region, name, english] : [region, name];
      });
    if (list.length > 0) regions[code] = list;
  }
  // Each holiday (its common name) with the countries that have it, and each country's own spellings.
  const holidays = new Map();
  for (const file of countries) {
    for (const name of new Set(holidayNamesOf(file).map(withoutSubstitute))) {
      const key = commonName.get(name) ?? name;
      if (!holidays.has(key)) holidays.set(key, new Map());
      const spellings = holidays.get(key);
      spellings.set(file.code, [...(spellings.get(file.code) ?? []), name]);
    }
  }
  const kept = [];
  const most = Math.floor(countries.length / 3);
  for (const [key, spellings] of [...holidays].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (spellings.size < MIN_COUNTRIES || spellings.size > most) continue;
    // One line per spelling, with the common name where the spelling does not hold it (“Korité (Eid
    // al-Fitr)”), and its countries.
    const bySpelling = new Map();
    for (const [code, names] of spellings) for (const name of names) bySpelling.set(name, [...(bySpelling.get(name) ?? []), code]);
    for (const [name, codes] of [...bySpelling].sort(([a], [b]) => (a < b ? -1 : 1))) {
      kept.push([folded(name).includes(folded(key)) ? name : `${name} (${key})`, codes.join(' ')]);
    }
  }
  return { v: 1, regions, holidays: kept };
}

/** The country files of the holiday data, read from src/data/holidays. */
export function readCountryFiles() {
  return readdirSync(HOLIDAY_DIR)
    .filter((file) => /^[a-z]{2}\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(`${HOLIDAY_DIR}/${file}`, 'utf8')));
}

/** CLDR's English names of subdivisions, by code without the hyphen. */
export function readSubdivisions() {
  return JSON.parse(readFileSync(SUBDIVISIONS, 'utf8')).subdivisions.localeDisplayNames.subdivisions;
}

/** The file's text: one line per country's regions and per holiday, so that a change reads as a small diff. */
export function searchPlacesText(data) {
  const regions = Object.entries(data.regions).map(([code, list]) => `${JSON.stringify(code)}:${JSON.stringify(list)}`);
  return `{"v":${data.v},"regions":{\n${regions.join(',\n')}\n},"holidays":[\n${data.holidays.map((h) => JSON.stringify(h)).join(',\n')}\n]}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const data = searchPlaces(readCountryFiles(), readSubdivisions());
  writeFileSync(OUTPUT, searchPlacesText(data));
  const regionCount = Object.values(data.regions).reduce((sum, list) => sum + list.length, 0);
  const english = Object.values(data.regions).reduce((sum, list) => sum + list.filter((r) => r.length === 3).length, 0);
  console.log(`${OUTPUT}: ${regionCount} regions (${english} with an English name from CLDR), ${data.holidays.length} holiday names`);
}
