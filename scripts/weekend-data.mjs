#!/usr/bin/env node
// Writes src/data/weekends.json from Unicode CLDR's week data (cldr-core, Unicode License v3): the
// weekend days of every country whose weekend is not Saturday and Sunday (CLDR's world default,
// territory 001), as weekday numbers (0 = Sunday). And src/data/zone-weekends.json: the same
// weekends by time zone, for the zones of those countries (each zone's country from CLDR's zone
// mapping, windowsZones.json, which names one country per zone), so that the meeting planner
// knows a place's weekend without the working-day calendar's code. Run again after updating
// cldr-core:
//   node scripts/weekend-data.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const { weekendStart, weekendEnd } = JSON.parse(readFileSync('node_modules/cldr-core/supplemental/weekData.json', 'utf8')).supplemental.weekData;
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const weekends = {};
for (const territory of [...new Set([...Object.keys(weekendStart), ...Object.keys(weekendEnd)])].sort()) {
  if (!/^[A-Z]{2}$/.test(territory)) continue;
  const first = DAYS.indexOf(weekendStart[territory] ?? weekendStart['001']);
  const last = DAYS.indexOf(weekendEnd[territory] ?? weekendEnd['001']);
  const days = [];
  for (let d = first; ; d = (d + 1) % 7) {
    days.push(d);
    if (d === last) break;
  }
  if (days.join() !== '6,0') weekends[territory.toLowerCase()] = days;
}
writeFileSync('src/data/weekends.json', `${JSON.stringify(weekends)}\n`);
console.log(`src/data/weekends.json: ${Object.keys(weekends).length} countries with another weekend than Saturday and Sunday`);

const { mapTimezones } = JSON.parse(readFileSync('node_modules/cldr-core/supplemental/windowsZones.json', 'utf8')).supplemental.windowsZones;
const zoneWeekends = {};
for (const { mapZone } of mapTimezones) {
  const days = weekends[mapZone._territory.toLowerCase()];
  if (days) for (const zone of mapZone._type.split(' ')) zoneWeekends[zone] = days;
}
const sorted = Object.fromEntries(Object.entries(zoneWeekends).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync('src/data/zone-weekends.json', `${JSON.stringify(sorted)}\n`);
console.log(`src/data/zone-weekends.json: ${Object.keys(sorted).length} zones of those countries`);

// src/data/first-days.json: the first day of the week of every country whose first day is not
// Monday (CLDR's world default), by weekday number (0 = Sunday): `{ "0": "ag as au …", "6": "…" }`,
// for the calendar a country page opens.
const { firstDay } = JSON.parse(readFileSync('node_modules/cldr-core/supplemental/weekData.json', 'utf8')).supplemental.weekData;
const firstDays = {};
for (const [territory, day] of Object.entries(firstDay).sort(([a], [b]) => a.localeCompare(b))) {
  if (!/^[A-Z]{2}$/.test(territory) || day === firstDay['001']) continue;
  const number = DAYS.indexOf(day);
  firstDays[number] = `${firstDays[number] ? `${firstDays[number]} ` : ''}${territory.toLowerCase()}`;
}
writeFileSync('src/data/first-days.json', `${JSON.stringify(firstDays)}\n`);
console.log(`src/data/first-days.json: ${Object.values(firstDays).join(' ').split(' ').length} countries whose week starts on another day than ${firstDay['001']}`);

// src/data/visitor-countries.json: for the offer of the visitor's calendar, the countries with
// holiday data with their names as the site writes them (src/data/holidays/places.json, written by
// scripts/holiday-data.mjs) and each one's time zones (CLDR's zone mapping, windowsZones.json,
// which names CLDR's ids, some of them old ones: Asia/Calcutta), with today's id of each renamed
// zone beside it (src/data/zone-renames.json), so that a browser reporting either finds the
// country. One line per country in each: `sa Saudi Arabia`, `sa Asia/Riyadh`.
const renames = JSON.parse(readFileSync('src/data/zone-renames.json', 'utf8'));
const places = JSON.parse(readFileSync('src/data/holidays/places.json', 'utf8')).countries.map(([code, name]) => [code, name]);
const withData = new Set(places.map(([code]) => code));
const zoneCountry = new Map();
for (const { mapZone } of mapTimezones) {
  const country = mapZone._territory.toLowerCase();
  if (!withData.has(country)) continue;
  for (const zone of mapZone._type.split(' ').filter(Boolean)) {
    if (zoneCountry.has(zone) && zoneCountry.get(zone) !== country) throw new Error(`${zone}: two countries`);
    zoneCountry.set(zone, country);
  }
}
for (const [old, today] of Object.entries(renames)) {
  if (zoneCountry.has(old) && !zoneCountry.has(today)) zoneCountry.set(today, zoneCountry.get(old));
  if (zoneCountry.has(today) && !zoneCountry.has(old)) zoneCountry.set(old, zoneCountry.get(today));
}
const zonesOf = new Map();
for (const [zone, country] of [...zoneCountry].sort(([a], [b]) => a.localeCompare(b))) zonesOf.set(country, [...(zonesOf.get(country) ?? []), zone]);
const visitorCountries = {
  names: places.sort(([a], [b]) => a.localeCompare(b)).map(([code, name]) => `${code} ${name}`).join('\n'),
  zones: [...zonesOf].sort(([a], [b]) => a.localeCompare(b)).map(([country, zones]) => `${country} ${zones.join(' ')}`).join('\n'),
};
writeFileSync('src/data/visitor-countries.json', `${JSON.stringify(visitorCountries)}\n`);
console.log(`src/data/visitor-countries.json: ${places.length} countries with holiday data, ${zoneCountry.size} zones of ${zonesOf.size} of them`);
