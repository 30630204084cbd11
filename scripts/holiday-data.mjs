#!/usr/bin/env node
// Writes the world holiday data the app loads one country at a time: src/data/holidays/<cc>.json
// for every country date-holidays knows, and src/data/holidays/places.json (the countries, their
// weekends and their states). Computed once here, so the app never ships date-holidays (its parser
// alone is ~111 KB gzip); src/lib/date/place-holidays.ts decodes the files. Run again after
// updating date-holidays or cldr-core (a few minutes; the output is the same for the same input):
//   node scripts/holiday-data.mjs
//
// What a country's file holds, for the years 1900–2100 (PLACE_HOLIDAY_YEARS in work-calendar.ts):
// - Only holidays of type `public` and `bank` (date-holidays' `optional`, `school` and
//   `observance` are dropped). Names in English (`getHolidays(year, 'en')`, which falls back to
//   the place's own languages where a holiday has no English name).
// - One record per civil day: a holiday spanning several days (`30 Ramadan P4D`, Spring Festival)
//   gives one record for each day it covers.
// - The civil date is the holiday's own local calendar date, never a UTC date. date-holidays'
//   `date` field is that local date and start time ('2026-12-24 14:00:00'); for holidays of the
//   Islamic and Hebrew calendars it reads '2026-03-19 00:00:00 -0600': the day itself (March 19),
//   whose holiday starts 6 hours earlier, at 18:00 the evening before. The rule used here: the
//   first day is the date part of `date`; for a `-0600` entry the whole span is moved 6 hours
//   later (the evening start is not a day off), so such a one-day holiday is exactly its own day
//   and `P4D` is its day and the 3 after. The last day is the day of the span's end, minus 1 ms.
//   (The Holidays objects run in the `UTC` zone, so start and end are wall-clock times.)
// - `half`: the holiday covers only part of that day: it starts after midnight ('12-24 14:00'),
//   or ends before the next midnight (`1 Shawwal PT90H` in Turkey ends at noon of its 4th day).
// - `substitute`: date-holidays' `substitute: true` (a day off in lieu, "(substitute day)").
// - A year's list holds the days whose civil date is in that year: a holiday of the rule year
//   before or after that falls into it (Eid al-Adha of 2006 on January 1 and 2, 2007) counts in
//   the year of its date, so rule years 1899 and 2101 are computed too.
// - Years known: date-holidays' Islamic calendar is a table covering 1970–2076 and its Hebrew
//   calendar 1969–2099 (derived below from the tables themselves): outside them it silently gives
//   no such holidays. A place with a rule in either calendar has its years narrowed to match
//   (`years` in its file; the decoder answers null outside them instead of an incomplete list).
// - States (`getStates`) are included with the place id `<cc>-<state>` (lower case), as the
//   difference from the country's list: the days they add and the days they remove. Regions
//   under states (`getRegions`, such as Bavaria's Catholic municipalities) are left out. States
//   whose code is not 1–3 letters or digits (the Cook Islands' islands, named not coded) are
//   left out too; the script prints whether their holidays differ from the country's.
//
// The file format (version 1), decoded by src/lib/date/place-holidays.ts:
//   { "v": 1, "code": "de", "years": [1900, 2100], "names": ["All Saints' Day", …],
//     "days": [series, …], "regions": { "by": { "add": [series, …], "del": [series, …] }, … } }
// A series is [head, first, delta, delta, …]: head = name index × 8 + 1 (bank) + 2 (half)
// + 4 (substitute); first = the first day's number (days since 1970-01-01); each delta is the
// number of days to the series' next day. A region's object has its own "years" when they differ.
// Day-number deltas repeat year after year (365, 365, 365, 366 for a fixed date; Easter-based
// series share one sequence), which gzip shrinks well; a country's file is 0.3–3 KB gzip.
//
// places.json: { "v": 1, "countries": [[code, English name, weekend, [[state code, name], …]], …] },
// sorted by name; weekend as weekday numbers (0 = Sunday) from Unicode CLDR's weekData; English
// names from CLDR too (Intl.DisplayNames). countries.json: [code, name, number of states], for
// the holiday pages and the site search. A country
// file also names its states ("regionNames"), for its holiday page.
// more/<cc>.json: the optional days and observances, in the same format with "kinds":
// ["optional", "observance"] (the head's bit 1 then means observance).
//
// Data: date-holidays (https://github.com/commenthol/date-holidays, CC BY-SA 3.0 for its data);
// weekends from cldr-core (Unicode License v3). See src/data/holidays/LICENSE.md.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import Holidays from 'date-holidays';

// date-holidays does its date arithmetic on local `Date`s, so in some zones it moves its own
// holidays (in Pacific/Apia, New Year's Day 1950 starts at 00:30): it runs in UTC here, whatever the
// machine's zone (set before any date is made; the workers start with this environment).
process.env.TZ = 'UTC';

const FROM = 1900;
const TO = 2100;
const OUT = 'src/data/holidays';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const ISLAMIC_MONTHS = 'Muharram|Safar|Rabi al-awwal|Rabi al-thani|Jumada al-awwal|Jumada al-thani|Rajab|Shaban|Ramadan|Shawwal|Dhu al-Qidah|Dhu al-Hijjah';
const HEBREW_MONTHS = 'Nisan|Iyyar|Sivan|Tamuz|Av|Elul|Tishrei|Cheshvan|Kislev|Tevet|Shvat|AdarII|Adar';
/** A rule of date-holidays' Islamic or Hebrew calendar (its grammar: day, then month name). */
const ISLAMIC_RULE = new RegExp(`\\b\\d{1,2} (?:${ISLAMIC_MONTHS})\\b`);
const HEBREW_RULE = new RegExp(`\\b\\d{1,2} (?:${HEBREW_MONTHS})\\b`);

/** date-holidays' types kept: the days off (in <cc>.json) and the other days (in more/<cc>.json). */
const MAIN_KINDS = ['public', 'bank'];
const MORE_KINDS = ['optional', 'observance'];
const KINDS = [...MAIN_KINDS, ...MORE_KINDS];

/** A state's code usable in a place id (`de-by`): 1–3 letters or digits. */
const STATE_CODE = /^[a-z0-9]{1,3}$/;

const require = createRequire(import.meta.url);
/** date-holidays' own parser package (its calendar tables), where date-holidays resolves it. */
const parserPackage = createRequire(require.resolve('date-holidays')).resolve('date-holidays-parser/package.json');

const dayNumber = (iso) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/**
 * The public and bank holidays of date-holidays' `getHolidays(year, 'en')` (a Holidays object in
 * the `UTC` zone) as one record per civil day: [day number, name, type, half, substitute].
 */
function mapHolidays(list) {
  const out = [];
  for (const h of list) {
    if (!KINDS.includes(h.type)) continue;
    const m = /^(\d{4}-\d{2}-\d{2}) \d{2}:\d{2}:\d{2}( -0600)?$/.exec(h.date);
    if (!m) throw new Error(`Unexpected date-holidays date: ${h.date}`);
    if (typeof h.name !== 'string') throw new Error(`No name: ${JSON.stringify(h)}`);
    const shift = m[2] ? 6 * HOUR_MS : 0;
    const start = +h.start + shift;
    const end = +h.end + shift;
    const first = Date.parse(`${m[1]}T00:00:00Z`);
    if (start < first || start >= first + DAY_MS) throw new Error(`Start not on its date: ${h.date} ${h.start.toISOString()}`);
    for (let day = first; day < end; day += DAY_MS) {
      out.push([day / DAY_MS, h.name, h.type, start > day || end < day + DAY_MS, h.substitute === true]);
    }
  }
  return out;
}

/** The years of a calendar table that date-holidays can use: it needs the year before and after too. */
function tableYears(file) {
  const text = readFileSync(new URL(`src/internal/${file}`, pathToFileURL(parserPackage)), 'utf8');
  const years = [...text.matchAll(/\b(\d{4}):\[/g)].map((m) => Number(m[1]));
  return [Math.min(...years) + 1, Math.max(...years) - 1];
}

/** One place's records of years FROM…TO (sorted, without duplicates) and the calendars its rules use. */
function placeRecords(country, state) {
  const hd = new Holidays(country, ...(state ? [state] : []), { timezone: 'UTC' });
  const seen = new Set();
  const records = [];
  const islamic = { main: false, more: false };
  const hebrew = { main: false, more: false };
  const lo = dayNumber(`${FROM}-01-01`);
  const hi = dayNumber(`${TO}-12-31`);
  for (let year = FROM - 1; year <= TO + 1; year++) {
    const list = hd.getHolidays(year, 'en');
    for (const h of list) {
      if (!KINDS.includes(h.type)) continue;
      const group = MAIN_KINDS.includes(h.type) ? 'main' : 'more';
      if (ISLAMIC_RULE.test(h.rule)) islamic[group] = true;
      if (HEBREW_RULE.test(h.rule)) hebrew[group] = true;
    }
    for (const r of mapHolidays(list)) {
      const key = JSON.stringify(r);
      if (r[0] < lo || r[0] > hi || seen.has(key)) continue;
      seen.add(key);
      records.push(r);
    }
  }
  records.sort(compareRecords);
  return { records, islamic, hebrew };
}

const compareText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** Day, then name, then public before bank, full before half, own before substitute (as the decoder sorts). */
const compareRecords = (a, b) =>
  a[0] - b[0] || compareText(a[1], b[1]) || compareText(b[2], a[2]) || +a[3] - +b[3] || +a[4] - +b[4];

/** A country's and its states' records, in a worker. */
function countryPlaces(cc) {
  const stateNames = new Holidays().getStates(cc, 'en') ?? {};
  const states = Object.keys(stateNames).sort();
  return [
    { id: cc.toLowerCase(), state: null, ...placeRecords(cc) },
    ...states.map((state) => ({ id: `${cc}-${state}`.toLowerCase(), state: state.toLowerCase(), name: stateNames[state], ...placeRecords(cc, state) })),
  ];
}

// ---- Encoding ----------------------------------------------------------------------------------

const recordKey = (r) => `${r[0]}|${r[1]}|${r[2]}|${+r[3]}|${+r[4]}`;

/** Records as series: [head, first day, delta, …] per name and flags, sorted by head. */
function encodeSeries(records, nameIndex, kinds) {
  const series = new Map();
  for (const [day, name, type, half, substitute] of records) {
    const head = nameIndex.get(name) * 8 + (type === kinds[1] ? 1 : 0) + (half ? 2 : 0) + (substitute ? 4 : 0);
    if (!series.has(head)) series.set(head, []);
    series.get(head).push(day);
  }
  return [...series.keys()]
    .sort((a, b) => a - b)
    .map((head) => {
      const days = series.get(head).sort((a, b) => a - b);
      return [head, ...days.map((d, i) => (i ? d - days[i - 1] : d))];
    });
}

function yearsOf(place, islamicYears, hebrewYears, group) {
  let [from, to] = [FROM, TO];
  for (const [uses, [a, b]] of [[place.islamic[group], islamicYears], [place.hebrew[group], hebrewYears]]) {
    if (uses) [from, to] = [Math.max(from, a), Math.min(to, b)];
  }
  return [from, to];
}

/**
 * A country's file of the days of `kinds` (main: public and bank; more: optional and
 * observance): its own series, and each state's difference from them.
 */
function encodeCountry(allPlaces, islamicYears, hebrewYears, skipped, group) {
  const kinds = group === 'main' ? MAIN_KINDS : MORE_KINDS;
  const places = allPlaces.map((p) => ({ ...p, records: p.records.filter((r) => kinds.includes(r[2])) }));
  const [country, ...states] = places;
  const kept = states.filter((s) => STATE_CODE.test(s.state));
  const base = new Set(country.records.map(recordKey));
  const diffs = kept.map((s) => {
    const own = new Set(s.records.map(recordKey));
    return { s, add: s.records.filter((r) => !base.has(recordKey(r))), del: country.records.filter((r) => !own.has(recordKey(r))) };
  });
  for (const s of group === 'main' ? states.filter((st) => !STATE_CODE.test(st.state)) : []) {
    const own = new Set(s.records.map(recordKey));
    const same = own.size === base.size && [...own].every((k) => base.has(k));
    skipped.push(`${s.id} (${same ? 'same days as the country' : 'DIFFERENT days from the country'})`);
  }
  const names = [...new Set([...country.records, ...diffs.flatMap((d) => [...d.add, ...d.del])].map((r) => r[1]))].sort(compareText);
  const nameIndex = new Map(names.map((n, i) => [n, i]));
  const years = yearsOf(country, islamicYears, hebrewYears, group);
  const regions = {};
  for (const { s, add, del } of diffs) {
    const own = yearsOf(s, islamicYears, hebrewYears, group);
    regions[s.state] = {
      ...(own.join() === years.join() ? {} : { years: own }),
      add: encodeSeries(add, nameIndex, kinds),
      del: encodeSeries(del, nameIndex, kinds),
    };
  }
  const regionNames = group === 'main' ? Object.fromEntries(kept.map((st) => [st.state, st.name])) : undefined;
  return { v: 1, code: country.id, ...(group === 'main' ? {} : { kinds }), years, names, days: encodeSeries(country.records, nameIndex, kinds), regions, regionNames };
}

/** JSON with one series per line: readable diffs, and gzip does not mind. */
function countryJson(data) {
  const series = (list) => (list.length ? `[\n${list.map((s) => `    ${JSON.stringify(s)}`).join(',\n')}\n  ]` : '[]');
  const regions = Object.entries(data.regions).map(
    ([code, r]) => `  ${JSON.stringify(code)}: {${r.years ? ` "years": ${JSON.stringify(r.years)},` : ''} "add": ${series(r.add).replaceAll('\n', '\n  ')}, "del": ${series(r.del).replaceAll('\n', '\n  ')} }`,
  );
  const regionNames = data.regionNames && Object.keys(data.regionNames).length > 0 ? `,\n"regionNames": ${JSON.stringify(data.regionNames)}` : '';
  return `{\n"v": 1, "code": ${JSON.stringify(data.code)},${data.kinds ? ` "kinds": ${JSON.stringify(data.kinds)},` : ''} "years": ${JSON.stringify(data.years)},\n"names": ${JSON.stringify(data.names)},\n"days": ${series(data.days)},\n"regions": {${regions.length ? `\n${regions.join(',\n')}\n` : ''}}${regionNames}\n}\n`;
}

// ---- places.json ---------------------------------------------------------------------------------

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** CLDR's weekend of each territory as weekday numbers (0 = Sunday), from weekendStart to weekendEnd. */
function weekendOf(cc, weekData) {
  const first = WEEKDAYS.indexOf(weekData.weekendStart[cc] ?? weekData.weekendStart['001']);
  const last = WEEKDAYS.indexOf(weekData.weekendEnd[cc] ?? weekData.weekendEnd['001']);
  if (first < 0 || last < 0) throw new Error(`No weekend for ${cc}`);
  const days = [first];
  for (let d = first; d !== last; ) days.push((d = (d + 1) % 7));
  return days.sort((a, b) => a - b);
}

/** Sort key of a name: without accents, lower case (the same on every machine, unlike localeCompare). */
const nameKey = (name) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const byName = (a, b) => compareText(nameKey(a[1]), nameKey(b[1])) || compareText(a[0], b[0]);

/**
 * A country's short English name from Unicode CLDR (as `Intl` has it: "Bangladesh", "South Korea",
 * "Côte d’Ivoire"); date-holidays' own name where CLDR has none.
 */
const cldrName = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const cldrShortName = new Intl.DisplayNames(['en'], { type: 'region', style: 'short', fallback: 'none' });
/** CLDR's short name where its standard one carries a status ("Hong Kong SAR China"). */
const SHORT_NAMED = new Set(['HK', 'MO']);
const englishName = { of: (cc) => (SHORT_NAMED.has(cc) ? cldrShortName : cldrName).of(cc) };

function placesJson(countryCodes) {
  const hd = new Holidays();
  const countries = hd.getCountries('en');
  const { weekData } = JSON.parse(readFileSync(require.resolve('cldr-core/supplemental/weekData.json'), 'utf8')).supplemental;
  const list = countryCodes.map((cc) => {
    const states = Object.entries(hd.getStates(cc, 'en') ?? {})
      .map(([code, name]) => [code.toLowerCase(), name])
      .filter(([code]) => STATE_CODE.test(code))
      .sort(byName);
    return [cc.toLowerCase(), englishName.of(cc) ?? countries[cc], weekendOf(cc, weekData), states];
  });
  list.sort(byName);
  return `{"v":1,"countries":[\n${list.map((c) => JSON.stringify(c)).join(',\n')}\n]}\n`;
}

// ---- Main: workers compute, the main thread encodes and writes --------------------------------

if (!isMainThread) {
  parentPort.on('message', (cc) => parentPort.postMessage({ cc, places: countryPlaces(cc) }));
} else {
  const started = performance.now();
  const codes = Object.keys(new Holidays().getCountries('en')).sort();
  const islamicYears = tableYears('hijri-calendar.js');
  const hebrewYears = tableYears('hebrew-calendar.js');
  // Biggest countries first, so the workers finish together.
  const stateCount = (cc) => Object.keys(new Holidays().getStates(cc) ?? {}).length;
  const queue = [...codes].sort((a, b) => stateCount(b) - stateCount(a) || compareText(a, b));
  const results = new Map();
  const workerCount = Math.max(1, Math.min(2, cpus().length));
  await Promise.all(
    Array.from({ length: workerCount }, () => {
      const worker = new Worker(new URL(import.meta.url));
      return new Promise((resolve, reject) => {
        const next = () => (queue.length ? worker.postMessage(queue.shift()) : (worker.terminate(), resolve()));
        worker.on('message', ({ cc, places }) => {
          results.set(cc, places);
          process.stdout.write(`\r${results.size}/${codes.length} countries`);
          next();
        });
        worker.on('error', reject);
        next();
      });
    }),
  );
  process.stdout.write('\n');

  mkdirSync(`${OUT}/more`, { recursive: true });
  const skipped = [];
  const sizes = [];
  const moreSizes = [];
  for (const cc of codes) {
    const data = encodeCountry(results.get(cc), islamicYears, hebrewYears, skipped, 'main');
    const json = countryJson(data);
    JSON.parse(json); // well-formed
    writeFileSync(`${OUT}/${data.code}.json`, json);
    const gzip = gzipSync(json, { level: 9 }).length;
    sizes.push({ code: data.code, regions: Object.keys(data.regions).length, years: data.years.join('–'), bytes: json.length, gzip });
    const more = countryJson(encodeCountry(results.get(cc), islamicYears, hebrewYears, [], 'more'));
    writeFileSync(`${OUT}/more/${data.code}.json`, more);
    moreSizes.push(gzipSync(more, { level: 9 }).length);
  }
  const places = placesJson(codes);
  writeFileSync(`${OUT}/places.json`, places);
  // The holiday pages' list: code, English name and number of regions (the weekend is in weekends.json).
  const countries = `{"v":1,"countries":[\n${JSON.parse(places).countries.map(([code, name, , states]) => JSON.stringify([code, name, states.length])).join(',\n')}\n]}\n`;
  writeFileSync(`${OUT}/countries.json`, countries);
  // The JSON files are all this script's (LICENSE.md is not): drop those of countries date-holidays no longer has.
  const written = new Set([...sizes.map((s) => `${s.code}.json`), 'places.json', 'countries.json']);
  for (const file of readdirSync(OUT)) if (file.endsWith('.json') && !written.has(file)) rmSync(`${OUT}/${file}`);
  for (const file of readdirSync(`${OUT}/more`)) if (!written.has(file)) rmSync(`${OUT}/more/${file}`);
  moreSizes.sort((a, b) => a - b);
  console.log(`more/ (optional days and observances): gzip largest ${moreSizes.at(-1)}, median ${moreSizes[Math.floor(moreSizes.length / 2)]}`);

  sizes.sort((a, b) => b.gzip - a.gzip || compareText(a.code, b.code));
  console.log('country  regions  years      JSON bytes  gzip -9');
  for (const s of sizes) console.log(`${s.code.padEnd(8)} ${String(s.regions).padStart(7)}  ${s.years}  ${String(s.bytes).padStart(10)}  ${String(s.gzip).padStart(7)}`);
  const gz = sizes.map((s) => s.gzip).sort((a, b) => a - b);
  console.log(`${sizes.length} countries; gzip: largest ${gz.at(-1)}, median ${gz[Math.floor(gz.length / 2)]}, total ${gz.reduce((a, b) => a + b, 0)}`);
  console.log(`places.json: ${places.length} bytes, gzip ${gzipSync(places, { level: 9 }).length}`);
  console.log(`Islamic calendar years ${islamicYears.join('–')}, Hebrew ${hebrewYears.join('–')}`);
  if (skipped.length) console.log(`States left out (code not usable in a place id): ${skipped.join(', ')}`);
  console.log(`Files in ${OUT}: ${readdirSync(OUT).length}; ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
