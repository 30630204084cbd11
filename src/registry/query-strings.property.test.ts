import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { builtPages } from '@/registry/pages';
import { EDGE_VALUES, HOSTILE_VALUES, URL_KEYS } from '@/test/query-values';

/** Valid, boundary, malformed and hostile values. */
const value = fc.oneof(
  fc.constantFrom(...EDGE_VALUES, ...HOSTILE_VALUES, '🎉'.repeat(50), 'x'.repeat(10_000)),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
);

/** A query string: contract keys with those values (repeats allowed), sometimes with raw, broken percent-encoding. */
const query = fc.oneof(
  fc.array(fc.tuple(fc.constantFrom(...URL_KEYS), value), { maxLength: 8 }).map((pairs) => {
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
      const { canonicalSearch } = (await entry.load!()).default;
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
