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
