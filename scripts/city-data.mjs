#!/usr/bin/env node
// Writes src/data/cities.json, the cities the time zone fields search (src/lib/date/places.ts),
// from the npm package city-timezones (MIT licence): 7,000+ cities of the world with their
// country, province, population and IANA time zone. Run again after updating city-timezones
// (a second; the output is the same for the same input):
//   node scripts/city-data.mjs
//
// The file is loaded only when a visitor starts a search, so it is kept small:
// - `zones`: the IANA ids, each once; `cities`: one line per city, most populous first (the
//   order is the search's ranking, so no population is shipped), fields separated by tabs:
//   name, ISO country code, index into `zones`, the province only where a country has two
//   cities of that name (Portland, Oregon and Portland, Maine), and another spelling where the
//   package gives one that is not just the name without accents (`San Miguel de Tucuman`).
// - Cities without a zone (research stations of Antarctica) are left out. Country names are
//   not shipped: the app has them from Intl.DisplayNames.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { cityMapping } = require('city-timezones');

// Zones the tz database has since merged into another city's zone (its `backward` links): a city
// in one is given the zone it follows now, as the browser's own list has no entry for the old one.
const MERGED = {
  'America/Montreal': 'America/Toronto',
  'America/Nipigon': 'America/Toronto',
  'America/Thunder_Bay': 'America/Toronto',
  'America/Rainy_River': 'America/Winnipeg',
  'America/Pangnirtung': 'America/Iqaluit',
  'America/Yellowknife': 'America/Edmonton',
  'Asia/Choibalsan': 'Asia/Ulaanbaatar',
  'Asia/Chongqing': 'Asia/Shanghai',
  'Asia/Harbin': 'Asia/Shanghai',
  'Asia/Kashgar': 'Asia/Urumqi',
  'Australia/Currie': 'Australia/Hobart',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
};

const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const clean = (text) => String(text ?? '').replace(/[\t\n]/g, ' ').trim();

const cities = cityMapping
  .filter((c) => typeof c.timezone === 'string' && c.timezone.includes('/') && /^[A-Z]{2}$/.test(c.iso2))
  .filter((c) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: c.timezone });
      return true;
    } catch {
      return false;
    }
  })
  .map((c) => ({ ...c, timezone: MERGED[c.timezone] ?? c.timezone }))
  .sort((a, b) => b.pop - a.pop || a.city.localeCompare(b.city));

const twice = new Set();
const seen = new Set();
for (const c of cities) {
  const key = `${fold(c.city)}|${c.iso2}`;
  if (seen.has(key)) twice.add(key);
  seen.add(key);
}

const zones = [...new Set(cities.map((c) => c.timezone))].sort();
const zoneIndex = new Map(zones.map((z, i) => [z, i]));
const lines = cities.map((c) => {
  const name = clean(c.city);
  const ascii = clean(c.city_ascii);
  const other = ascii && fold(ascii) !== fold(name) && ascii.length > name.length ? ascii : '';
  return [name, c.iso2, zoneIndex.get(c.timezone), twice.has(`${fold(c.city)}|${c.iso2}`) ? clean(c.province) : '', other].join('\t').replace(/\t+$/, '');
});

writeFileSync('src/data/cities.json', `${JSON.stringify({ source: 'city-timezones (MIT)', zones, cities: lines.join('\n') })}\n`);
console.log(`Wrote src/data/cities.json: ${cities.length} cities in ${new Set(cities.map((c) => c.iso2)).size} countries, ${zones.length} zones.`);
