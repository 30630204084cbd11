import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { builtPages } from '@/registry/pages';

/** Every key of the URL contract, the project's own new keys, and the form shapes pages accept. */
const KEYS = [
  'tab', 'days', 'dir', 'start', 'business', 'from', 'to', 'inclusive', 'workdays', 'date', 'mode', 'weekend',
  'holidays', 'birth', 'on', 'add', 'year', 'month', 'weekStart', 'view', 'time', 'format', 'order', 'occurrence',
  'swap', 'plus', 'end', 'last', 'cycle', 'period', 'name', 'emoji', 'task', 'taskName', 'taskDays', 'taskBusiness',
  'weekendPreset', 'q',
];

/** Valid, boundary, malformed and hostile values. */
const value = fc.oneof(
  fc.constantFrom(
    '', 'today', 'tomorrow', 'custom', '2025-03-01', '0001-01-01', '9999-12-31', '10000-01-01', '2025-02-29', '2024-02-29',
    '2025-13-01', '2025-3-1', 'true', 'false', 'TRUE', 'us', 'none', 'sat,sun', 'mon,tue,wed,thu,fri,sat,sun', 'fri,sat',
    '5b:Design', '0b:x', '10c:Build & test', 'b:', '0', '-1', '1', '30', '3652059', '1e3', '0x10', 'NaN', 'Infinity',
    '99999999999999999999999', '-0', '1.5', '12:30', '24:00', '9:05', 'America/New_York', 'EST', 'Not/AZone',
    'MM/dd/yyyy', 'party-popper', 'later', 'after', 'countdown', 'business', 'between', 'weekday', 'mdy',
    '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '%00', '\u0000', '\u202e',
    '🎉'.repeat(50), 'x'.repeat(10_000),
  ),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
);

/** A query string: contract keys with those values (repeats allowed), sometimes with raw, broken percent-encoding. */
const query = fc.oneof(
  fc.array(fc.tuple(fc.constantFrom(...KEYS), value), { maxLength: 8 }).map((pairs) => {
    const params = new URLSearchParams();
    for (const [key, text] of pairs) params.append(key, text);
    const search = params.toString();
    return search ? `?${search}` : '';
  }),
  fc.string({ maxLength: 60 }).map((raw) => `?${raw}`),
  fc.constantFrom('?%', '?date=%E0%A4%A', '?days=%%30', '?&&&=', '?=1', '?task=%ZZ', '?from=2025-01-01&from=2025-02-01'),
);

describe('every page reads any query string', () => {
  it('without throwing, and its canonical address is stable (serialize ∘ parse ∘ serialize = serialize ∘ parse)', async () => {
    let checked = 0;
    for (const entry of builtPages) {
      const { canonicalSearch } = await entry.load!();
      if (!canonicalSearch) continue;
      checked++;
      fc.assert(
        fc.property(query, (search) => {
          const canonical = canonicalSearch(search);
          expect(canonical === '' || canonical.startsWith('?'), `${entry.path}${search} → ${canonical}`).toBe(true);
          expect(canonicalSearch(canonical), `${entry.path}${search}`).toBe(canonical);
        }),
        { numRuns: 150, seed: 20261123 },
      );
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  }, 60_000);
});
