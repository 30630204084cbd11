#!/usr/bin/env node
// Writes the world holiday data the app loads one country at a time (src/data/holidays/<cc>.json),
// its names in every other language the data has (src/data/holidays/names/<cc>.json), and the
// lists of countries (places.json, countries.json), from python-holidays (vacanza/holidays, MIT
// licence) at the version pinned below, with the corrections of src/data/holiday-corrections.json.
//
//   node scripts/holiday-data.mjs            regenerate, print what changed, write the files
//   node scripts/holiday-data.mjs --dry-run  print what would change, write nothing
//
// It makes its own Python virtual environment (.cache/holidays-venv) with python-holidays at
// PYTHON_HOLIDAYS, then runs scripts/holiday-data.py there, which reads every country and
// territory python-holidays knows into raw files; this script encodes them. The app, `npm start`
// and `npm test` never need Python: the output is committed. To update the data, change
// PYTHON_HOLIDAYS, run the script, review the changes it prints, and commit.
//
// What a country's file holds (format version 2, decoded by src/lib/date/place-holidays.ts):
// - `years`: the years the data knows for the country: python-holidays' own span for it (its
//   `start_year`–`end_year`), clipped to 1900–2100, and narrowed where a lunar or lunisolar
//   calendar table it uses has no date for a holiday (python-holidays then leaves the holiday out
//   silently: India's Hindu holidays are known 2001–2035). A region's own `years` where they differ.
// - `kinds`: the data's categories of day this country has, public first (`half_day` is `half`):
//   public, bank, half, optional, government, school, catholic, workday, … `kindYears`: a kind's
//   own known years where they are fewer than the country's.
// - `names`: each holiday's English name (python-holidays' en_US, or the country's own English);
//   `local`: its name in the country's own language (`lang`), "" where it is the same or unknown.
// - `days`: series [head, first, delta, …]: head = name index × 64 + kind index × 4 + 2 (an
//   observed or substitute day, in lieu of the named holiday) + 1 (the date is an estimate, as
//   python-holidays marks lunar holidays of years not yet announced); first = the first day's
//   number (days since 1970-01-01), each delta the days to the series' next day.
// - `workdays`: [first, delta, …]: weekend days that are working days by decree (China's
//   调休); `swaps`: [[day off, working day], …]: a day off given in exchange for such a working day.
// - `regions`: each subdivision's difference from the country (`add`, `del`: series), with
//   `regionNames` (the subdivisions' own names, as python-holidays has them, ISO 3166-2).
// names/<cc>.json: { "languages": [...], "names": { "<language>": [name per index of `names`, or ""] } }.
//
// Weekends come from Unicode CLDR (cldr-core's weekData), as before; English country names from
// CLDR through Intl.DisplayNames.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const PYTHON_HOLIDAYS = '0.105';
const FROM = 1900;
const TO = 2100;
const OUT = 'src/data/holidays';
const CORRECTIONS = 'src/data/holiday-corrections.json';
const VENV = '.cache/holidays-venv';
const DAY_MS = 86_400_000;

const dayNumber = (iso) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const compareText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const KIND_NAMES = { half_day: 'half' };
const kindOf = (category) => KIND_NAMES[category] ?? category;
/** A region code usable in a place id (`de-by`): 1–3 letters or digits. */
const STATE_CODE = /^[a-z0-9]{1,3}$/;
/** The English name of a day off given in exchange for a weekend working day. */
const DAY_OFF = 'Day off';

// ---- Python ------------------------------------------------------------------------------------

function python() {
  const bin = join(VENV, 'bin', 'python');
  const installed = () => {
    try {
      return execFileSync(bin, ['-c', 'import holidays; print(holidays.__version__)'], { encoding: 'utf8' }).trim();
    } catch {
      return null;
    }
  };
  if (installed() !== PYTHON_HOLIDAYS) {
    console.log(`Making ${VENV} with python-holidays ${PYTHON_HOLIDAYS}…`);
    if (!existsSync(bin)) execFileSync('python3', ['-m', 'venv', VENV], { stdio: 'inherit' });
    execFileSync(bin, ['-m', 'pip', 'install', '--quiet', `holidays==${PYTHON_HOLIDAYS}`], { stdio: 'inherit' });
    if (installed() !== PYTHON_HOLIDAYS) throw new Error(`python-holidays ${PYTHON_HOLIDAYS} did not install in ${VENV}`);
  }
  return bin;
}

function extract() {
  const dir = process.env.HOLIDAY_RAW ?? mkdtempSync(join(tmpdir(), 'holidays-'));
  if (!process.env.HOLIDAY_RAW) {
    console.log('Reading python-holidays (a few minutes)…');
    execFileSync(python(), ['scripts/holiday-data.py', dir, String(FROM), String(TO)], { stdio: 'inherit' });
  }
  const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'));
  if (meta.version !== PYTHON_HOLIDAYS) throw new Error(`Raw data of python-holidays ${meta.version}, not ${PYTHON_HOLIDAYS}`);
  return { meta, read: (code) => JSON.parse(readFileSync(join(dir, `${code.toLowerCase()}.json`), 'utf8')) };
}

// ---- Corrections -------------------------------------------------------------------------------

/**
 * The corrections file's entries applied to a country's raw places: an entry for `ae` changes the
 * country and each of its regions, one for `de-by` that region only. `remove` lists [date, English
 * name]; `add` lists [date, English name, kind], and "observed" for a day off in lieu of the named
 * holiday.
 */
function applyCorrections(raw, corrections, applied) {
  const code = raw.code.toLowerCase();
  for (const c of corrections) {
    const [country, region] = c.place.split('-');
    if (country !== code) continue;
    let used = false;
    for (const place of raw.places) {
      if (region && place.subdiv?.toLowerCase() !== region) continue;
      for (const [date, name] of c.remove ?? []) {
        const before = place.records.length;
        place.records = place.records.filter((r) => !(r[0] === date && r[2] === name));
        if (place.records.length === before && !place.subdiv) throw new Error(`Correction ${c.id}: ${code} has no ${name} on ${date}`);
        used = true;
      }
      for (const [date, name, kind, how] of c.add ?? []) {
        place.records.push([date, kind === 'half' ? 'half_day' : kind, name, how === 'observed', false, null]);
        used = true;
      }
    }
    if (!used) throw new Error(`Correction ${c.id} changes nothing`);
    applied.push(c.id);
  }
}

/**
 * Japan's substitute holidays (振替休日, which python-holidays names "Substitute Holiday") as the
 * holidays they stand in for: under the Act on National Holidays (Art. 3(2)), a national holiday
 * on a Sunday makes the nearest following day that is not a national holiday a day off, so a
 * substitute day replaces the Sunday holiday of the run of holidays just before it.
 */
function nameSubstitutes(raw) {
  if (raw.code.toLowerCase() !== 'jp') return;
  for (const place of raw.places) {
    const named = new Map();
    for (const r of place.records) if (r[2] !== 'Substitute Holiday') named.set(r[0], [...(named.get(r[0]) ?? []), r[2]]);
    for (const r of place.records) {
      if (r[2] !== 'Substitute Holiday') continue;
      let day = dayNumber(r[0]) - 1;
      // Day 0 (1970-01-01) was a Thursday: (day + 4) % 7 is the weekday, 0 for Sunday.
      while (named.has(isoOf(day)) && (day + 4) % 7 !== 0) day -= 1;
      const holiday = (day + 4) % 7 === 0 ? named.get(isoOf(day))?.[0] : undefined;
      if (!holiday) throw new Error(`jp: the substitute holiday of ${r[0]} follows no holiday on a Sunday`);
      r[2] = holiday;
      r[3] = true;
    }
  }
}

// ---- Encoding ----------------------------------------------------------------------------------

const recordKey = (r) => `${r.day}|${r.kind}|${r.name}|${+r.observed}|${+r.estimated}`;

/** A place's raw records as records within its known years, without duplicates, sorted. */
function placeRecords(place, years, kindYears) {
  const seen = new Set();
  const out = [];
  for (const [iso, category, rawName, observed, estimated, substitutedFrom] of place.records) {
    const kind = kindOf(category);
    const year = Number(iso.slice(0, 4));
    const [from, to] = kindYears[kind] ?? years;
    if (year < from || year > to) continue;
    const r = { day: dayNumber(iso), kind, name: rawName || DAY_OFF, observed, estimated, swap: substitutedFrom ? dayNumber(substitutedFrom) : null };
    const key = recordKey(r);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(r);
  }
  return out.sort((a, b) => a.day - b.day || compareText(a.name, b.name) || compareText(a.kind, b.kind));
}

function encodeSeries(records, head) {
  const series = new Map();
  for (const r of records) {
    const h = head(r);
    if (!series.has(h)) series.set(h, []);
    series.get(h).push(r.day);
  }
  return [...series.keys()]
    .sort((a, b) => a - b)
    .map((h) => {
      const days = [...new Set(series.get(h))].sort((a, b) => a - b);
      return [h, ...days.map((d, i) => (i ? d - days[i - 1] : d))];
    });
}

const deltas = (days) => days.map((d, i) => (i ? d - days[i - 1] : d));

/** A span [from, to] of the raw `years` by category, or the fallback. */
const spanOf = (spans, category, fallback) => spans?.[category] ?? fallback;

/** The kinds a business-day count reads as flags, kept in the country's main file; the others go to more/. */
const MAIN_KINDS = new Set(['public', 'bank', 'half']);

/**
 * A country's file of one group of kinds: `main` (public, bank and half days, the weekend
 * working days, the names of every other kind in `moreKinds`) or `more` (every other kind), each
 * with its regions' differences.
 */
function encodeCountry(raw, group) {
  const inGroup = (kind) => (group === 'main') === MAIN_KINDS.has(kind);
  const code = raw.code.toLowerCase();
  const country = raw.places[0];
  const defaultCategory = raw.defaultCategory;
  const years = spanOf(country.years, defaultCategory, raw.years);
  if (!years) throw new Error(`${code}: no known years`);
  const kindYears = {};
  for (const category of raw.categories) {
    const span = spanOf(country.years, category, years);
    const clipped = [Math.max(span[0], years[0]), Math.min(span[1], years[1])];
    if (clipped.join() !== years.join()) kindYears[kindOf(category)] = clipped;
  }
  const own = placeRecords(country, years, kindYears).filter((r) => inGroup(r.kind));
  const regions = raw.places.slice(1).map((p) => {
    const span = spanOf(p.years, defaultCategory, years);
    const regionYears = [Math.max(span[0], years[0]), Math.min(span[1], years[1])];
    return { code: p.subdiv.toLowerCase(), subdiv: p.subdiv, years: regionYears, records: placeRecords(p, regionYears, kindYears).filter((r) => inGroup(r.kind)) };
  }).filter((r) => STATE_CODE.test(r.code));
  const base = new Set(own.map(recordKey));
  const diffs = regions.map((r) => {
    const mine = new Set(r.records.map(recordKey));
    // A region's known years may be fewer: it drops only the country's days inside them.
    const inside = own.filter((d) => {
      const year = Number(isoOf(d.day).slice(0, 4));
      return year >= r.years[0] && year <= r.years[1];
    });
    return { ...r, add: r.records.filter((d) => !base.has(recordKey(d))), del: inside.filter((d) => !mine.has(recordKey(d))) };
  });

  const byKindOrder = (a, b) => (a === 'public' ? -1 : b === 'public' ? 1 : compareText(a, b));
  const allKinds = [...new Set([...raw.categories.map(kindOf), ...raw.places.flatMap((p) => p.records.map((r) => kindOf(r[1])))])].sort(byKindOrder);
  const kinds = group === 'main' ? ['public', ...allKinds.filter((k) => k !== 'public' && MAIN_KINDS.has(k))] : allKinds.filter((k) => !MAIN_KINDS.has(k));
  const moreKinds = group === 'main' ? allKinds.filter((k) => !MAIN_KINDS.has(k)) : [];
  if (kinds.length > 16) throw new Error(`${code}: more than 16 kinds`);
  const names = [...new Set([...own, ...diffs.flatMap((d) => [...d.add, ...d.del])].map((r) => r.name))].sort(compareText);
  const nameIndex = new Map(names.map((n, i) => [n, i]));
  const head = (r) => nameIndex.get(r.name) * 64 + kinds.indexOf(r.kind) * 4 + (r.observed ? 2 : 0) + (r.estimated ? 1 : 0);

  // A country without translations has its names in English only (python-holidays' own msgids).
  const english = raw.english ?? 'en';
  const lang = raw.defaultLanguage ?? 'en';
  const localNames = lang.startsWith('en') || lang === english ? null : names.map((n) => raw.translations[n]?.[lang] ?? '');
  const otherLanguages = raw.languages.filter((l) => l !== english && !(l === 'en_US' && english.startsWith('en')));
  const i18n = {
    languages: otherLanguages,
    names: Object.fromEntries(otherLanguages.map((l) => [l, names.map((n) => raw.translations[n]?.[l] ?? '')])),
  };

  const swaps = own.filter((r) => r.swap !== null).map((r) => [r.day, r.swap]);
  const workdays = [...new Set(group === 'main' ? raw.workdays.map(dayNumber) : [])].sort((a, b) => a - b).filter((d) => {
    const year = Number(isoOf(d).slice(0, 4));
    return year >= years[0] && year <= years[1];
  });
  const regionsOut = {};
  const regionNames = {};
  for (const d of diffs) {
    regionsOut[d.code] = { ...(d.years.join() === years.join() ? {} : { years: d.years }), add: encodeSeries(d.add, head), del: encodeSeries(d.del, head) };
    regionNames[d.code] = raw.subdivisions[d.subdiv] ?? d.subdiv;
  }
  return {
    data: {
      v: 2,
      code,
      years,
      kinds,
      ...(moreKinds.length ? { moreKinds } : {}),
      ...(Object.keys(kindYears).length ? { kindYears } : {}),
      lang: lang.replace('_', '-'),
      names,
      ...(localNames && localNames.some(Boolean) ? { local: localNames } : {}),
      days: encodeSeries(own, head),
      workdays: deltas(workdays),
      swaps,
      regions: regionsOut,
      regionNames,
    },
    i18n,
    skipped: raw.skippedSubdivisions,
  };
}

/** JSON with one series per line: readable diffs, and gzip does not mind. */
function countryJson(data) {
  const series = (list) => (list.length ? `[\n${list.map((s) => `    ${JSON.stringify(s)}`).join(',\n')}\n  ]` : '[]');
  const regions = Object.entries(data.regions).map(
    ([code, r]) => `  ${JSON.stringify(code)}: {${r.years ? ` "years": ${JSON.stringify(r.years)},` : ''} "add": ${series(r.add).replaceAll('\n', '\n  ')}, "del": ${series(r.del).replaceAll('\n', '\n  ')} }`,
  );
  const head = { v: data.v, code: data.code, years: data.years, kinds: data.kinds, ...(data.moreKinds ? { moreKinds: data.moreKinds } : {}), ...(data.kindYears ? { kindYears: data.kindYears } : {}), lang: data.lang };
  return [
    `{\n${JSON.stringify(head).slice(1, -1)},`,
    `"names": ${JSON.stringify(data.names)},`,
    ...(data.local ? [`"local": ${JSON.stringify(data.local)},`] : []),
    `"days": ${series(data.days)},`,
    `"workdays": ${JSON.stringify(data.workdays)},`,
    `"swaps": ${JSON.stringify(data.swaps)},`,
    `"regions": {${regions.length ? `\n${regions.join(',\n')}\n` : ''}},`,
    `"regionNames": ${JSON.stringify(data.regionNames)}\n}\n`,
  ].join('\n');
}

// ---- What changed ------------------------------------------------------------------------------

/** A country file's nationwide days as "date|name" of its first kind (public) or all kinds. */
function nationwideDays(data, publicOnly) {
  const out = new Set();
  const kinds = data.v === 2 ? data.kinds : (data.kinds ?? ['public', 'bank']);
  const perName = data.v === 2 ? 64 : 8;
  for (const s of data.days) {
    const h = s[0];
    const kind = data.v === 2 ? kinds[(h >> 2) & 15] : kinds[h & 1];
    if (publicOnly && kind !== 'public') continue;
    const name = data.names[Math.floor(h / perName)];
    let day = 0;
    for (let i = 1; i < s.length; i++) {
      day = i === 1 ? s[1] : day + s[i];
      out.add(`${isoOf(day)}|${name}`);
    }
  }
  return out;
}

/**
 * Per country, in the years both files know: the dates added and removed, and the holidays moved
 * (a name whose dates of a year changed, though the name is in both years' lists).
 */
function changes(before, after, beforeYears, afterYears) {
  const from = Math.max(beforeYears[0], afterYears[0]);
  const to = Math.min(beforeYears[1], afterYears[1]);
  const inside = (set) => [...set].filter((k) => +k.slice(0, 4) >= from && +k.slice(0, 4) <= to);
  const b = inside(before);
  const a = inside(after);
  const dates = (list) => new Set(list.map((k) => k.slice(0, 10)));
  const bd = dates(b);
  const ad = dates(a);
  const byName = (list) => {
    const map = new Map();
    for (const k of list) {
      const key = `${k.slice(0, 4)}|${k.slice(11)}`;
      map.set(key, [...(map.get(key) ?? []), k.slice(0, 10)].sort());
    }
    return map;
  };
  const bn = byName(b);
  const an = byName(a);
  const moved = [...an].filter(([key, d]) => bn.has(key) && bn.get(key).join() !== d.join()).map(([key, d]) => `${key.slice(5)} ${bn.get(key).join('+')} → ${d.join('+')}`);
  return { added: [...ad].filter((d) => !bd.has(d)).sort(), removed: [...bd].filter((d) => !ad.has(d)).sort(), moved };
}

// ---- places.json -------------------------------------------------------------------------------

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

const cldrName = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const cldrShortName = new Intl.DisplayNames(['en'], { type: 'region', style: 'short', fallback: 'none' });
/** CLDR's short name where its standard one carries a status ("Hong Kong SAR China"). */
const SHORT_NAMED = new Set(['HK', 'MO']);
const englishName = (cc, fallback) => (SHORT_NAMED.has(cc) ? cldrShortName : cldrName).of(cc) ?? fallback;

function placesJson(encoded, raws) {
  const require = createRequire(import.meta.url);
  const { weekData } = JSON.parse(readFileSync(require.resolve('cldr-core/supplemental/weekData.json'), 'utf8')).supplemental;
  const list = encoded.map(({ data }) => {
    const cc = data.code.toUpperCase();
    const states = Object.entries(data.regionNames).map(([code, name]) => [code, name]).sort(byName);
    return [data.code, englishName(cc, raws.get(data.code).name), weekendOf(cc, weekData), states];
  });
  list.sort(byName);
  return `{"v":1,"countries":[\n${list.map((c) => JSON.stringify(c)).join(',\n')}\n]}\n`;
}

// ---- Main --------------------------------------------------------------------------------------

const dryRun = process.argv.includes('--dry-run');
const started = performance.now();
const { meta, read } = extract();
const corrections = JSON.parse(readFileSync(CORRECTIONS, 'utf8')).corrections;
const applied = [];
const raws = new Map();
const encoded = [];
for (const cc of meta.countries) {
  const raw = read(cc);
  applyCorrections(raw, corrections, applied);
  nameSubstitutes(raw);
  raws.set(cc.toLowerCase(), raw);
  encoded.push({ ...encodeCountry(raw, 'main'), more: encodeCountry(raw, 'more') });
}
const unused = corrections.filter((c) => !applied.includes(c.id));
if (unused.length) throw new Error(`Corrections for no country: ${unused.map((c) => c.id).join(', ')}`);

// What changed against the committed files, per country (nationwide days of every kind).
const report = [];
for (const { data } of encoded) {
  const file = `${OUT}/${data.code}.json`;
  const old = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  if (!old) {
    report.push(`${data.code}: new country, years ${data.years.join('–')}`);
    continue;
  }
  const { added, removed, moved } = changes(nationwideDays(old, false), nationwideDays(data, false), old.years, data.years);
  const years = old.years.join() === data.years.join() ? '' : `, years ${old.years.join('–')} → ${data.years.join('–')}`;
  const list = (sign, dates) => (dates.length && dates.length <= 6 ? ` ${sign}${dates.join(` ${sign}`)}` : '');
  if (added.length || removed.length || moved.length || years)
    report.push(
      `${data.code}: ${added.length} dates added, ${removed.length} removed, ${moved.length} holidays moved${years}${list('+', added)}${list('-', removed)}${moved.length && moved.length <= 3 ? ` (${moved.join('; ')})` : ''}`,
    );
}
const codes = new Set(encoded.map((e) => e.data.code));
for (const file of existsSync(OUT) ? readdirSync(OUT) : []) {
  const code = file.slice(0, -'.json'.length);
  if (file.endsWith('.json') && /^[a-z]{2}$/.test(code) && !codes.has(code)) report.push(`${code}: removed (python-holidays has no such country)`);
}
console.log(report.length ? `Changes against the committed files:\n  ${report.join('\n  ')}` : 'No dates changed.');

if (!dryRun) {
  mkdirSync(`${OUT}/names`, { recursive: true });
  mkdirSync(`${OUT}/more`, { recursive: true });
  const sizes = [];
  const moreSizes = [];
  for (const { data, i18n, more } of encoded) {
    const json = countryJson(data);
    JSON.parse(json);
    writeFileSync(`${OUT}/${data.code}.json`, json);
    // Each language's names, per file: the main file's, then more/'s (their own name lists).
    // A more/ file holds a country's own days of other kinds, or only its regions' (Germany's).
    const hasMore = more.data.days.length > 0 || Object.values(more.data.regions).some((r) => r.add.length);
    writeFileSync(`${OUT}/names/${data.code}.json`, `${JSON.stringify({ ...i18n, more: more.data.moreKinds === undefined && hasMore ? more.i18n.names : undefined })}\n`);
    if (hasMore) {
      const moreJson = countryJson(more.data);
      writeFileSync(`${OUT}/more/${data.code}.json`, moreJson);
      moreSizes.push(gzipSync(moreJson, { level: 9 }).length);
    }
    sizes.push({ code: data.code, regions: Object.keys(data.regions).length, years: data.years.join('–'), bytes: json.length, gzip: gzipSync(json, { level: 9 }).length });
  }
  const places = placesJson(encoded, raws);
  writeFileSync(`${OUT}/places.json`, places);
  const countries = `{"v":1,"countries":[\n${JSON.parse(places).countries.map(([code, name, , states]) => JSON.stringify([code, name, states.length])).join(',\n')}\n]}\n`;
  writeFileSync(`${OUT}/countries.json`, countries);
  writeFileSync(`${OUT}/source.json`, `${JSON.stringify({ source: 'python-holidays', version: PYTHON_HOLIDAYS, years: [FROM, TO], corrections: applied })}\n`);
  const written = new Set([...sizes.map((s) => `${s.code}.json`), 'places.json', 'countries.json', 'source.json']);
  for (const file of readdirSync(OUT)) if (file.endsWith('.json') && !written.has(file)) rmSync(`${OUT}/${file}`);
  for (const file of readdirSync(`${OUT}/names`)) if (!written.has(file)) rmSync(`${OUT}/names/${file}`);
  for (const file of readdirSync(`${OUT}/more`)) if (!encoded.some((e) => `${e.data.code}.json` === file && existsSync(`${OUT}/more/${file}`))) rmSync(`${OUT}/more/${file}`);
  moreSizes.sort((a, b) => a - b);
  console.log(`more/ (the other kinds of day, ${moreSizes.length} countries): gzip largest ${moreSizes.at(-1)}, median ${moreSizes[Math.floor(moreSizes.length / 2)]}`);
  sizes.sort((a, b) => b.gzip - a.gzip || compareText(a.code, b.code));
  console.log('country  regions  years      JSON bytes  gzip -9');
  for (const s of sizes.slice(0, 15)) console.log(`${s.code.padEnd(8)} ${String(s.regions).padStart(7)}  ${s.years}  ${String(s.bytes).padStart(10)}  ${String(s.gzip).padStart(7)}`);
  const gz = sizes.map((s) => s.gzip).sort((a, b) => a - b);
  console.log(`${sizes.length} countries; gzip: largest ${gz.at(-1)}, median ${gz[Math.floor(gz.length / 2)]}, total ${gz.reduce((a, b) => a + b, 0)}`);
}
const skipped = encoded.filter((e) => e.skipped.length).map((e) => `${e.data.code}: ${e.skipped.join(', ')}`);
if (skipped.length) console.log(`Subdivisions left out (a city or area, not a region code): ${skipped.join('; ')}`);
console.log(`python-holidays ${meta.version}; corrections applied: ${applied.join(', ') || 'none'}; ${((performance.now() - started) / 1000).toFixed(1)} s`);
